import { useTranslation } from 'react-i18next';
import {
  selectLangTypVal,
  useAppSelector,
  useGetPhoneCodeByRegisterMutation,
  useGetRegisterItemQuery,
  useRegisterMutation,
} from '@platform/api-client';
import {
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  verificationCodeSchema,
} from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import { Checkbox, Form, Input, SmsCodeButton, firstIssue, schemaRule } from '@platform/ui/forms';
import { CaptchaField, useCaptchaRenewal } from './CaptchaField';
import { TermsLink } from './TermsLink';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  mobile?: string;
  smsCode?: string;
  inviteCode?: string;
  captchaKey: string;
  captchaCode: string;
  agreement: boolean;
}

/** Registration: the fields the server's register items switch on, checked by the contract's rules. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['shell', 'validation']);
  const [form] = Form.useForm<RegisterValues>();
  const { data: items } = useGetRegisterItemQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const [sendCode] = useGetPhoneCodeByRegisterMutation();
  const langType = useAppSelector(selectLangTypVal);
  const [captchaRound, renewCaptcha] = useCaptchaRenewal(form);
  const shown = (key: string) =>
    items?.registerItemList.some((i) => i.itemKey === key && i.isShow === 1) ?? false;

  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid="register-form"
      onFinish={async (values) => {
        const issue = firstIssue(newPasswordSchema, values, t);
        if (issue) {
          form.setFields([{ name: issue.field as keyof RegisterValues, errors: [issue.message] }]);
          return;
        }
        const result = await register({
          ...values,
          agreement: values.agreement === true,
          langType,
        });
        if (result.data) onDone();
        else renewCaptcha();
      }}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          loading={isLoading}
          data-testid="register-submit"
        >
          {t('common:actions.register')}
        </Button>
      }
    >
      <Form.Item
        name="username"
        label={t('form.username')}
        rules={[schemaRule(usernameSchema, t)]}
        help={t('form.usernameHint')}
      >
        <Input
          placeholder={t('form.usernamePlaceholder')}
          autoComplete="username"
          data-testid="register-username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('form.password')}
        rules={[schemaRule(passwordSchema, t)]}
        help={t('form.passwordHint')}
      >
        <Input
          type="password"
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid="register-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('form.confirmPassword')}
        rules={[{ required: true, message: t('validation:password.required') }]}
      >
        <Input
          type="password"
          placeholder={t('form.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          data-testid="register-confirm"
        />
      </Form.Item>
      {shown('mobile') && (
        <Form.Item name="mobile" label={t('form.mobile')} rules={[schemaRule(phoneSchema, t)]}>
          <Input
            type="tel"
            placeholder={t('form.mobilePlaceholder')}
            data-testid="register-mobile"
          />
        </Form.Item>
      )}
      {shown('smsCode') && (
        <Form.Item
          name="smsCode"
          label={t('form.smsCode')}
          rules={[schemaRule(verificationCodeSchema, t)]}
          extra={
            <SmsCodeButton
              send={async () => {
                try {
                  await form.validateFields(['mobile']);
                } catch {
                  return false;
                }
                const result = await sendCode({ mobile: form.getFieldValue('mobile') as string });
                return Boolean(result.data);
              }}
            />
          }
        >
          <Input
            placeholder={t('form.smsCodePlaceholder')}
            inputMode="numeric"
            data-testid="register-sms"
          />
        </Form.Item>
      )}
      {shown('inviteCode') && (
        <Form.Item name="inviteCode" label={t('form.inviteCode')}>
          <Input placeholder={t('form.inviteCodePlaceholder')} />
        </Form.Item>
      )}
      <CaptchaField form={form} refreshKey={captchaRound} />
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: async (_r, v) => {
              if (v !== true) throw new Error(t('validation:agreement.required'));
            },
          },
        ]}
      >
        <Checkbox data-testid="register-agreement">
          {t('register.agree')} <TermsLink />
        </Checkbox>
      </Form.Item>
    </Form>
  );
}
