import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useForgetPasswordFirstStepMutation } from '@platform/api-client';
import { Button } from '@platform/ui';
import { Form, Input } from '@platform/ui/forms';
import { CaptchaField } from '../../login';
import type { FoundAccount } from '../types';

/** Step 1: the username and a captcha; the answer says which verifications the account has. */
export function FindAccountStep({ onFound }: { onFound: (account: FoundAccount) => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const [form] = Form.useForm<{ username: string; captchaKey: string; captchaCode: string }>();
  const [find, { isLoading }] = useForgetPasswordFirstStepMutation();
  const [round, setRound] = useState(0);
  return (
    <Form
      form={form}
      layout="horizontal"
      onFinish={async (values) => {
        const result = await find(values);
        if (result.data)
          onFound({
            username: values.username,
            mobile: result.data.mobile,
            email: result.data.email,
          });
        else setRound((n) => n + 1);
      }}
      footer={
        <Button block type="submit" color="primary" loading={isLoading} data-testid="forgot-next">
          {t('common:actions.next')}
        </Button>
      }
    >
      <Form.Item
        name="username"
        label={t('form.username')}
        rules={[{ required: true, message: t('validation:username.required') }]}
      >
        <Input placeholder={t('form.usernamePlaceholder')} data-testid="forgot-username" />
      </Form.Item>
      <CaptchaField form={form} refreshKey={round} />
    </Form>
  );
}
