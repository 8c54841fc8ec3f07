import { useTranslation } from '@platform/i18n';
import { CHAT_GUEST_NAME_MAX_CHARS } from '@platform/api-client';
import { chatGuestNameSchema } from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import { Form, Input, schemaRule } from '@platform/ui/forms';

/** A guest's name before their first chat (docs/product-rules.md#customer-service). */
export function GuestNameForm({ onSubmit }: { onSubmit: (name: string) => Promise<void> }) {
  const { t } = useTranslation(['support', 'validation', 'common']);
  const [form] = Form.useForm<{ guestName: string }>();
  return (
    <div className="support-chat-guest">
      <p className="support-chat-text">{t('chat.guest.intro')}</p>
      <Form
        form={form}
        layout="vertical"
        data-testid="guest-name-form"
        onFinish={({ guestName }) => onSubmit(guestName.trim())}
        footer={
          <Button block type="submit" color="primary" data-testid="guest-name-submit">
            {t('chat.guest.submit')}
          </Button>
        }
      >
        <Form.Item
          name="guestName"
          label={t('chat.guest.label')}
          rules={[schemaRule(chatGuestNameSchema, t)]}
        >
          <Input
            maxLength={CHAT_GUEST_NAME_MAX_CHARS}
            autoComplete="name"
            placeholder={t('chat.guest.placeholder')}
            data-testid="guest-name-input"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
