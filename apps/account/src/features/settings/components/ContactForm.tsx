import { useTranslation } from '@platform/i18n';
import {
  useGetEmailCodeMutation,
  useGetSmsCodeMutation,
  useModifyUserInfoMutation,
} from '@platform/api-client';
import { emailSchema, phoneSchema, verificationCodeSchema } from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import {
  Form,
  Input,
  PhoneInput,
  SmsCodeButton,
  schemaRule,
  usePasswordConfirmation,
} from '@platform/ui/forms';

export type ContactKind = 'phone' | 'email';

interface ContactValues {
  target: string;
  /** Absent when the phone binds without a code. */
  code?: string;
}

/**
 * Bind or change the phone (11 digits, SMS code) or the e-mail (its format, e-mail code): the code
 * goes to the new address, for the purpose the server checks it against (binding a first one or
 * changing a bound one), then modifyUserInfo saves it with the code — asking for the login password
 * first when the server wants a fresh proof of it (docs/decisions-api.md#account-takeover). With the
 * site's sms_switch_bind off the phone form has no code field and sends no code
 * (docs/product-rules.md#phone-settings).
 */
export function ContactForm({
  kind,
  current,
  needsCode,
  onDone,
}: {
  kind: ContactKind;
  /** Whether a code to the new phone or e-mail is asked for (the phone's follows sms_switch_bind). */
  needsCode: boolean;
  /** The bound phone or e-mail, masked as the server sends it; null when binding a first one. */
  current: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const [form] = Form.useForm<ContactValues>();
  const [getSmsCode] = useGetSmsCodeMutation();
  const [getEmailCode] = useGetEmailCodeMutation();
  const [modifyUserInfo, { isLoading }] = useModifyUserInfoMutation();
  const { confirmed, step } = usePasswordConfirmation();
  const isPhone = kind === 'phone';

  const send = async () => {
    try {
      await form.validateFields(['target']);
    } catch {
      return false;
    }
    const target = String(form.getFieldValue('target')).trim();
    const result = isPhone
      ? await getSmsCode({ smsType: current ? 'changePhone' : 'bindPhone', mobile: target })
      : await getEmailCode({ emailType: current ? 'changeEmail' : 'bindEmail', email: target });
    return Boolean(result.data);
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid={`${kind}-form`}
      onFinish={async ({ target, code }) => {
        const value = target.trim();
        const result = await confirmed(() =>
          modifyUserInfo(
            isPhone
              ? { mobile: value, ...(needsCode ? { smsCode: code } : {}) }
              : { email: value, emailCode: code },
          ),
        );
        if (result.data) onDone();
      }}
      footer={
        <>
          <Button block type="submit" color="primary" loading={isLoading} data-testid="form-submit">
            {t('shared.confirm')}
          </Button>
          {/* A portal: its own form's submit does not reach this one. */}
          {step}
        </>
      }
    >
      {current && (
        <Form.Item label={t(`settings.${kind}.current`)}>
          <span data-testid={`${kind}-current`}>{current}</span>
        </Form.Item>
      )}
      <Form.Item
        name="target"
        label={t(`settings.${kind}.label`)}
        rules={[schemaRule(isPhone ? phoneSchema : emailSchema, t)]}
      >
        {isPhone ? (
          <PhoneInput placeholder={t('settings.phone.placeholder')} data-testid="field-mobile" />
        ) : (
          <Input
            type="email"
            inputMode="email"
            maxLength={100}
            autoComplete="email"
            placeholder={t('settings.email.placeholder')}
            data-testid="field-email"
          />
        )}
      </Form.Item>
      {needsCode && (
        <Form.Item
          name="code"
          label={t('settings.code.label')}
          rules={[schemaRule(verificationCodeSchema, t)]}
          extra={<SmsCodeButton send={send} />}
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('settings.code.placeholder')}
            data-testid="field-code"
          />
        </Form.Item>
      )}
    </Form>
  );
}
