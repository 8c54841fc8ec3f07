import { useTranslation } from '@platform/i18n';
import { useModifyPasswordMutation } from '@platform/api-client';
import { Button } from '@platform/ui';
import { fieldRule, Form, Input } from '@platform/ui/forms';
import { loginPasswordIssues, type LoginPasswordValues } from '../loginPasswordRules';

/**
 * Change the login password: the current one, the new one twice. Other sessions of the player end
 * on the server; this one stays, so the player carries on.
 */
export function LoginPasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const [form] = Form.useForm<LoginPasswordValues>();
  const [modifyPassword, { isLoading }] = useModifyPasswordMutation();
  const rule = (field: keyof LoginPasswordValues) =>
    fieldRule(field, form, t, (values) => loginPasswordIssues(values, username));
  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid="login-password-form"
      onFinish={async (values) => {
        const result = await modifyPassword(values);
        if (result.data) onDone();
      }}
      footer={
        <Button block type="submit" color="primary" loading={isLoading} data-testid="form-submit">
          {t('shared.confirm')}
        </Button>
      }
    >
      <Form.Item
        name="oldPassword"
        label={t('settings.loginPassword.old')}
        rules={[rule('oldPassword')]}
      >
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('settings.loginPassword.oldPlaceholder')}
          data-testid="field-oldPassword"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('settings.loginPassword.new')}
        rules={[rule('password')]}
        dependencies={['oldPassword']}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={12}
          placeholder={t('settings.loginPassword.newPlaceholder')}
          data-testid="field-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.loginPassword.confirm')}
        rules={[rule('confirmPassword')]}
        dependencies={['password']}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={12}
          placeholder={t('settings.loginPassword.confirmPlaceholder')}
          data-testid="field-confirmPassword"
        />
      </Form.Item>
      <p className="account-hint">{t('settings.loginPassword.hint')}</p>
    </Form>
  );
}
