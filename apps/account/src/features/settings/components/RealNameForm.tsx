import { useTranslation } from '@platform/i18n';
import { useModifyUserInfoMutation } from '@platform/api-client';
import { personNameSchema } from '@platform/api-client/contract';
import { Button, Dialog } from '@platform/ui';
import { Form, Input, schemaRule } from '@platform/ui/forms';

/**
 * The real name (docs/product-rules.md#profile): Chinese, English letters and the dot; it must
 * match the holder of the player's bank cards and cannot be changed once saved, so the player
 * confirms it first.
 */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [form] = Form.useForm<{ realName: string }>();
  const [modifyUserInfo, { isLoading }] = useModifyUserInfoMutation();
  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid="real-name-form"
      onFinish={async ({ realName }) => {
        const name = realName.trim();
        const confirmed = await Dialog.confirm({
          title: t('settings.realName.confirmTitle'),
          content: (
            <span data-testid="real-name-confirm">{t('settings.realName.confirm', { name })}</span>
          ),
          confirmText: t('shared.confirm'),
          cancelText: t('shared.cancel'),
        });
        if (!confirmed) return;
        const result = await modifyUserInfo({ realName: name });
        if (result.data) onDone();
      }}
      footer={
        <Button block type="submit" color="primary" loading={isLoading} data-testid="form-submit">
          {t('shared.save')}
        </Button>
      }
    >
      <Form.Item
        name="realName"
        label={t('settings.realName.label')}
        rules={[schemaRule(personNameSchema, t)]}
        description={t('settings.realName.hint')}
      >
        <Input
          maxLength={40}
          autoComplete="name"
          placeholder={t('settings.realName.placeholder')}
          data-testid="field-realName"
        />
      </Form.Item>
    </Form>
  );
}
