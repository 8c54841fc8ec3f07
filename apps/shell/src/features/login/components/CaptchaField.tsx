import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetCaptchaQuery } from '@platform/api-client';
import { captchaCodeSchema } from '@platform/api-client/contract';
import { Form, Input, schemaRule, type FormInstance } from '@platform/ui/forms';

/** The image captcha: tap the image for a new one; its key travels as a hidden form value. */
export function CaptchaField({ form, refreshKey }: { form: FormInstance; refreshKey: number }) {
  const { t } = useTranslation(['shell', 'validation']);
  const { data, refetch } = useGetCaptchaQuery();
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);
  useEffect(() => {
    form.setFieldValue('captchaKey', data?.captchaKey);
  }, [data?.captchaKey, form]);
  return (
    <>
      <Form.Item name="captchaKey" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="captchaCode"
        label={t('form.captcha')}
        required
        rules={[schemaRule(captchaCodeSchema, t)]}
        extra={
          data ? (
            // A button, so the new image is asked for from the keyboard too; its name says so.
            <button
              type="button"
              className="login-captcha-button"
              aria-label={t('form.captchaRefresh')}
              onClick={() => {
                form.setFieldValue('captchaCode', '');
                void refetch();
              }}
            >
              <img
                className="login-captcha"
                src={data.captcha}
                alt=""
                data-testid="captcha-image"
                data-captcha-key={data.captchaKey}
              />
            </button>
          ) : null
        }
      >
        <Input
          placeholder={t('form.captchaPlaceholder')}
          autoComplete="off"
          data-testid="captcha-input"
        />
      </Form.Item>
    </>
  );
}

/**
 * A refused login or registration used its captcha up: clear the typed answer and fetch a new
 * image. Returns the round to pass to CaptchaField and the function that starts the next one.
 */
export function useCaptchaRenewal(form: FormInstance): [round: number, renew: () => void] {
  const [round, setRound] = useState(0);
  const renew = useCallback(() => {
    form.setFieldValue('captchaCode', '');
    setRound((n) => n + 1);
  }, [form]);
  return [round, renew];
}
