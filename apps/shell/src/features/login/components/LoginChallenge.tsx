import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetPhoneCodeByLoginMutation } from '@platform/api-client';
import { verificationCodeSchema } from '@platform/api-client/contract';
import { Button, SliderCaptchaCheck, type CaptchaPass } from '@platform/ui';
import { Form, Input, SmsCodeButton, schemaRule, type FormInstance } from '@platform/ui/forms';

/** How a risky login proves a person: the slider, or a code to the account's bound phone. */
export type LoginChallengeMode = 'slider' | 'phone';

/**
 * What a login asks once failures made it risky (docs/product-rules.md#captcha): the slider, with
 * "send a code to my phone instead" beside it, the way that tests no perception. `round` brings a
 * new puzzle after a refused login used the pass up.
 */
export function LoginChallenge({
  form,
  mode,
  round,
  onMode,
  onPass,
}: {
  form: FormInstance;
  mode: LoginChallengeMode;
  round: number;
  onMode: (mode: LoginChallengeMode) => void;
  onPass: (pass: CaptchaPass | null) => void;
}) {
  const { t } = useTranslation(['shell', 'validation']);
  const [sendCode] = useGetPhoneCodeByLoginMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (mode === 'phone') {
    const send = async () => {
      const { username } = await form.validateFields(['username']).catch(() => ({ username: '' }));
      if (!username) return false;
      const result = await sendCode({ username });
      setSentTo(result.data?.mobile ?? null);
      return Boolean(result.data);
    };
    return (
      <>
        <Form.Item
          name="smsCode"
          label={t('form.smsCode')}
          rules={[schemaRule(verificationCodeSchema, t)]}
          extra={<SmsCodeButton send={send} />}
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('form.smsCodePlaceholder')}
            data-testid="login-sms-code"
          />
        </Form.Item>
        <p className="login-challenge-note" role="status">
          {sentTo ? t('login.phoneSent', { mobile: sentTo }) : null}
        </p>
        <Button
          block
          fill="none"
          color="primary"
          data-testid="login-use-slider"
          onClick={() => {
            form.setFieldValue('smsCode', '');
            onMode('slider');
          }}
        >
          {t('login.useSlider')}
        </Button>
      </>
    );
  }
  return (
    <div className="login-challenge">
      <p className="login-challenge-note">{t('login.captchaIntro')}</p>
      <SliderCaptchaCheck key={round} scene="login" onPass={onPass} />
      <Button
        block
        fill="none"
        color="primary"
        data-testid="login-phone-instead"
        onClick={() => {
          onPass(null);
          onMode('phone');
        }}
      >
        {t('login.phoneInstead')}
      </Button>
    </div>
  );
}
