import { useTranslation } from '@platform/i18n';
import {
  selectLangTypVal,
  useAppSelector,
  useGetPhoneCodeByRegisterMutation,
  useGetRegisterItemQuery,
  useRegisterMutation,
} from '@platform/api-client';
import {
  newPasswordSchema,
  phoneSchema,
  usernameSchema,
  verificationCodeSchema,
} from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import {
  Checkbox,
  Form,
  Input,
  PhoneInput,
  SmsCodeButton,
  fieldRule,
  filledValues,
  firstIssue,
  schemaIssues,
  schemaRule,
} from '@platform/ui/forms';
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

/** The password against the username and the confirmation, fields not yet typed read as empty. */
const passwordsCheck = (values: Record<string, unknown>) =>
  schemaIssues(
    newPasswordSchema,
    filledValues(values, ['username', 'password', 'confirmPassword']),
  );

/** The fields the register items may switch off; the others are always asked for. */
const OPTIONAL_FIELDS = ['mobile', 'smsCode', 'inviteCode'] as const;

/** The invite link's parameter: the link opens this form with the inviter's code filled in. */
const INVITE_CODE_PARAM = 'inviteCode';

/**
 * Registration: the fields the server's register items switch on, marked and checked as required
 * when the item says so (docs/product-rules.md#registration), by the contract's rules. An optional
 * field left empty is not sent.
 */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['shell', 'validation']);
  const [form] = Form.useForm<RegisterValues>();
  const [params] = useSearchParams();
  const { data: items } = useGetRegisterItemQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const [sendCode] = useGetPhoneCodeByRegisterMutation();
  const langType = useAppSelector(selectLangTypVal);
  const [captchaRound, renewCaptcha] = useCaptchaRenewal(form);
  const item = (key: string) => items?.registerItemList.find((i) => i.itemKey === key);
  const shown = (key: string) => item(key)?.isShow === 1;
  const required = (key: string) => shown(key) && item(key)?.isRequired === 1;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ inviteCode: params.get(INVITE_CODE_PARAM) ?? undefined }}
      data-testid="register-form"
      onFinish={async (filled) => {
        const values = { ...filled };
        for (const key of OPTIONAL_FIELDS) if (!values[key]?.trim()) delete values[key];
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
        required
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
        required
        rules={[fieldRule('password', form, t, passwordsCheck)]}
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
        required
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: t('validation:password.required') },
          fieldRule('confirmPassword', form, t, passwordsCheck),
        ]}
      >
        <Input
          type="password"
          placeholder={t('form.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          data-testid="register-confirm"
        />
      </Form.Item>
      {shown('mobile') && (
        <Form.Item
          name="mobile"
          label={t('form.mobile')}
          required={required('mobile')}
          rules={[schemaRule(phoneSchema, t, { optional: !required('mobile') })]}
        >
          <PhoneInput placeholder={t('form.mobilePlaceholder')} data-testid="register-mobile" />
        </Form.Item>
      )}
      {shown('smsCode') && (
        <Form.Item
          name="smsCode"
          label={t('form.smsCode')}
          required={required('smsCode')}
          rules={[schemaRule(verificationCodeSchema, t, { optional: !required('smsCode') })]}
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
        <Form.Item
          name="inviteCode"
          label={t('form.inviteCode')}
          required={required('inviteCode')}
          rules={
            required('inviteCode')
              ? [{ required: true, whitespace: true, message: t('validation:inviteCode.required') }]
              : []
          }
        >
          <Input
            placeholder={t(
              required('inviteCode')
                ? 'form.inviteCodeRequiredPlaceholder'
                : 'form.inviteCodePlaceholder',
            )}
            data-testid="register-invite"
          />
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
