import { useTranslation } from '@platform/i18n';
import {
  useThirdPartyAccountBindMutation,
  useThirdPartyAccountModifyMutation,
  type RequestOf,
} from '@platform/api-client';
import { endpoints } from '@platform/api-client/contract';
import { AccountSubmitButton } from './AccountSubmitButton';
import { fieldRule, Form, Input } from '@platform/ui/forms';
import { ImageUploader } from '@platform/ui/upload';
import type { ThirdPartyKind } from '../accountKinds';
import type { AccountFormProps } from './AccountFormPage';
import { PayPasswordField } from './PayPasswordField';

interface ThirdPartyValues {
  alias: string;
  account: string;
  qrCodeUrl?: string;
  platformName?: string;
  payPassword?: string;
}

const schema = endpoints.thirdPartyAccountBind.request;

/** The request of each third-party kind: exactly the fields its contract entry takes. */
function requestOf(kind: ThirdPartyKind, v: ThirdPartyValues): RequestOf<'thirdPartyAccountBind'> {
  switch (kind) {
    case 'alipay':
    case 'wechat':
      return {
        accountType: kind,
        alias: v.alias,
        account: v.account,
        qrCodeUrl: v.qrCodeUrl ?? '',
      };
    case 'ebpay':
    case 'koipay':
      return {
        accountType: kind,
        alias: v.alias,
        account: v.account,
        payPassword: v.payPassword ?? '',
      };
    case 'generic':
      return {
        accountType: kind,
        alias: v.alias,
        account: v.account,
        platformName: v.platformName ?? '',
      };
  }
}

/** One uploaded image as a form value (a URL), through the many-image uploader. */
function QrCodeUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  return (
    <ImageUploader
      purpose="paymentQrCode"
      max={1}
      value={value ? [value] : []}
      onChange={(urls) => onChange?.(urls[0] ?? '')}
      testId="field-qrCodeUrl"
    />
  );
}

/**
 * Third-party accounts (docs/product-rules.md#payment-accounts): Alipay and WeChat (alias, account,
 * payment QR image), EBpay and KOIpay (alias, kb/eb account, payment password) and the generic one
 * (alias, platform, account).
 */
export function ThirdPartyForm({
  kind,
  editing,
  onSaved,
  confirmed,
}: AccountFormProps & { kind: ThirdPartyKind }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [form] = Form.useForm<ThirdPartyValues>();
  const [bind, binding] = useThirdPartyAccountBindMutation();
  const [modify, modifying] = useThirdPartyAccountModifyMutation();
  const current = editing && 'thirdParty' in editing ? editing.thirdParty : null;
  const fixed = { accountType: kind };
  const rule = (field: keyof ThirdPartyValues, fallback?: string) =>
    fieldRule(field, form, t, schema, { fallback, fixed });
  const withQr = kind === 'alipay' || kind === 'wechat';
  const isEWallet = kind === 'ebpay' || kind === 'koipay';

  return (
    <Form
      className="wallet-form"
      form={form}
      layout="horizontal"
      data-testid={`${kind}-form`}
      initialValues={
        current
          ? {
              // The account arrives masked: it is typed again, as a card number is.
              alias: current.alias,
              qrCodeUrl: current.qrCodeUrl ?? undefined,
              platformName: current.platformName ?? undefined,
            }
          : {}
      }
      onFinish={async (values) => {
        const request = requestOf(kind, values);
        const result = await confirmed(() =>
          current ? modify({ ...request, id: current.id }) : bind(request),
        );
        if (result.data) onSaved();
      }}
      footer={<AccountSubmitButton loading={binding.isLoading || modifying.isLoading} />}
    >
      <Form.Item name="alias" label={t('cards.field.alias')} rules={[rule('alias')]}>
        <Input
          maxLength={30}
          placeholder={t('cards.placeholder.alias')}
          data-testid="field-alias"
        />
      </Form.Item>
      {kind === 'generic' && (
        <Form.Item
          name="platformName"
          label={t('cards.field.platformName')}
          rules={[rule('platformName')]}
        >
          <Input
            maxLength={30}
            placeholder={t('cards.placeholder.platformName')}
            data-testid="field-platformName"
          />
        </Form.Item>
      )}
      <Form.Item
        name="account"
        label={t('cards.field.account')}
        help={isEWallet ? t('cards.eWalletHint') : undefined}
        rules={[rule('account')]}
      >
        <Input
          maxLength={64}
          placeholder={t(isEWallet ? 'cards.placeholder.eWallet' : 'cards.placeholder.account')}
          data-testid="field-account"
        />
      </Form.Item>
      {withQr && (
        <Form.Item
          name="qrCodeUrl"
          label={t('cards.field.qrCode')}
          rules={[rule('qrCodeUrl', 'validation:account.qrCode')]}
        >
          <QrCodeUpload />
        </Form.Item>
      )}
      {isEWallet && <PayPasswordField rule={rule('payPassword')} />}
    </Form>
  );
}
