import { useTranslation } from '@platform/i18n';
import {
  useGetEmailCodeByForgetPwdMutation,
  useGetPhoneCodeByForgetPwdMutation,
  useModifyPasswordByForgetMutation,
} from '@platform/api-client';
import {
  newPasswordSchema,
  passwordSchema,
  verificationCodeSchema,
} from '@platform/api-client/contract';
import { Button } from '@platform/ui';
import { Form, Input, SmsCodeButton, firstIssue, schemaRule } from '@platform/ui/forms';
import { ErrorBlock } from '@platform/ui/blocks';
import type { FoundAccount, VerifyType } from '../types';

interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** Step 2: a code to the bound phone or e-mail, then the new password with its confirmation. */
export function ResetStep({
  account,
  verifyType,
  onDone,
}: {
  account: FoundAccount;
  verifyType: VerifyType;
  onDone: () => void;
}) {
  const { t } = useTranslation(['shell', 'common', 'validation']);
  const [form] = Form.useForm<ResetValues>();
  const [phoneCode] = useGetPhoneCodeByForgetPwdMutation();
  const [emailCode] = useGetEmailCodeByForgetPwdMutation();
  const [reset, { isLoading }] = useModifyPasswordByForgetMutation();
  const target = verifyType === 'phone' ? account.mobile : account.email;
  if (!target)
    return <ErrorBlock status="empty" title={t(`forgot.noTarget.${verifyType}`)} description="" />;
  const send = async () => {
    const result =
      verifyType === 'phone'
        ? await phoneCode({ username: account.username })
        : await emailCode({ username: account.username });
    return Boolean(result.data);
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={async (values) => {
        const issue = firstIssue(newPasswordSchema, { ...values, username: account.username }, t);
        if (issue) {
          form.setFields([{ name: issue.field as keyof ResetValues, errors: [issue.message] }]);
          return;
        }
        const result = await reset({ username: account.username, verifyType, ...values });
        if (result.data) onDone();
      }}
      footer={
        <Button block type="submit" color="primary" loading={isLoading} data-testid="forgot-submit">
          {t('common:actions.confirm')}
        </Button>
      }
    >
      <Form.Item label={t(`forgot.sentTo.${verifyType}`)}>
        <span data-testid="forgot-target">{target}</span>
      </Form.Item>
      <Form.Item
        name="code"
        label={t('form.smsCode')}
        rules={[schemaRule(verificationCodeSchema, t)]}
        extra={<SmsCodeButton send={send} />}
      >
        <Input
          inputMode="numeric"
          placeholder={t('form.smsCodePlaceholder')}
          data-testid="forgot-code"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('form.newPassword')}
        rules={[schemaRule(passwordSchema, t)]}
      >
        <Input type="password" autoComplete="new-password" data-testid="forgot-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('form.confirmPassword')}
        rules={[{ required: true, message: t('validation:password.required') }]}
      >
        <Input type="password" autoComplete="new-password" data-testid="forgot-confirm" />
      </Form.Item>
    </Form>
  );
}
