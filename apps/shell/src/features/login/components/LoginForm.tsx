import { useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useLoginMutation } from '@platform/api-client';
import { Button, isCaptchaRequired, useAppNavigate, type CaptchaPass } from '@platform/ui';
import { Form, Input } from '@platform/ui/forms';
import { LoginChallenge, type LoginChallengeMode } from './LoginChallenge';

interface LoginValues {
  username: string;
  password: string;
  smsCode?: string;
}

/**
 * Username and password, which a password manager fills; a captcha (or a code to the bound phone)
 * only once the server says failed logins made it risky (docs/product-rules.md#captcha). A refused
 * login used its pass up: the slider then brings a new puzzle.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<LoginValues>();
  const [login, { isLoading }] = useLoginMutation();
  const [challenge, setChallenge] = useState<LoginChallengeMode | null>(null);
  const [pass, setPass] = useState<CaptchaPass | null>(null);
  const [round, setRound] = useState(0);
  const navigate = useAppNavigate();
  const required = (key: string) => ({ required: true, message: t(`validation:${key}`) });
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="login-form"
      onFinish={async ({ username, password, smsCode }) => {
        const proof =
          challenge === 'phone' ? { smsCode } : challenge === 'slider' && pass ? pass : {};
        const result = await login({ username, password, ...proof });
        if (result.data) {
          onDone();
          return;
        }
        if (!challenge && isCaptchaRequired(result.error)) setChallenge('slider');
        if (pass) {
          setPass(null);
          setRound((n) => n + 1);
        }
      }}
      footer={
        <>
          <Button
            block
            type="submit"
            color="primary"
            loading={isLoading}
            data-testid="login-submit"
          >
            {t('common:actions.login')}
          </Button>
          <Button block fill="none" onClick={() => navigate(routePath('forgetPassword'))}>
            {t('login.forgot')}
          </Button>
        </>
      }
    >
      <Form.Item name="username" label={t('form.username')} rules={[required('username.required')]}>
        <Input
          placeholder={t('form.usernamePlaceholder')}
          autoComplete="username"
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('form.password')} rules={[required('password.required')]}>
        <Input
          type="password"
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {challenge ? (
        <LoginChallenge
          form={form}
          mode={challenge}
          round={round}
          onMode={setChallenge}
          onPass={setPass}
        />
      ) : null}
    </Form>
  );
}
