import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useLoginMutation } from '@platform/api-client';
import { Button, useAppNavigate } from '@platform/ui';
import { Form, Input } from '@platform/ui/forms';
import { CaptchaField, useCaptchaRenewal } from './CaptchaField';

interface LoginValues {
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Username, password and captcha; a refused login gets a fresh captcha (the old one is used up). */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<LoginValues>();
  const [login, { isLoading }] = useLoginMutation();
  const [captchaRound, renewCaptcha] = useCaptchaRenewal(form);
  const navigate = useAppNavigate();
  const required = (key: string) => ({ required: true, message: t(`validation:${key}`) });
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="login-form"
      onFinish={async (values) => {
        const result = await login(values);
        if (result.data) onDone();
        else renewCaptcha();
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
      <CaptchaField form={form} refreshKey={captchaRound} />
    </Form>
  );
}
