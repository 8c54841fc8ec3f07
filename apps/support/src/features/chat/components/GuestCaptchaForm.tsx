import { useEffect } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetCaptchaQuery } from '@platform/api-client';
import { captchaCodeSchema } from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import { Form, Input, schemaRule } from '@platform/ui/forms';
import type { CaptchaAnswer } from '../hooks/useChatSession';

/**
 * The image captcha the API asks of a guest before another new conversation from their address
 * (docs/product-rules.md#customer-service), shown as login shows it: tap the image for a new one.
 * A refused answer used the captcha up, so each submit fetches a new image.
 */
export function GuestCaptchaForm({
  onSubmit,
}: {
  onSubmit: (answer: CaptchaAnswer) => Promise<void>;
}) {
  const { t } = useTranslation(['support', 'validation']);
  const [form] = Form.useForm<{ captchaCode: string }>();
  const { data, refetch } = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    form.setFieldValue('captchaCode', '');
  }, [data?.captchaKey, form]);
  return (
    <div className="support-chat-guest" data-testid="chat-captcha">
      <p className="support-chat-text">{t('chat.captcha.intro')}</p>
      <Form
        form={form}
        layout="vertical"
        data-testid="chat-captcha-form"
        onFinish={async ({ captchaCode }) => {
          if (!data) return;
          await onSubmit({ captchaKey: data.captchaKey, captchaCode: captchaCode.trim() });
          void refetch();
        }}
        footer={
          <Button block type="submit" color="primary" data-testid="chat-captcha-submit">
            {t('chat.guest.submit')}
          </Button>
        }
      >
        <Form.Item
          name="captchaCode"
          label={t('chat.captcha.label')}
          required
          rules={[schemaRule(captchaCodeSchema, t)]}
          extra={
            data ? (
              <img
                className="support-chat-captcha"
                src={data.captcha}
                alt={t('chat.captcha.refresh')}
                data-testid="captcha-image"
                onClick={() => void refetch()}
              />
            ) : null
          }
        >
          <Input
            placeholder={t('chat.captcha.placeholder')}
            autoComplete="off"
            data-testid="captcha-input"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
