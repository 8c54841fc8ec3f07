import { useTranslation } from '@platform/i18n';
import {
  useBlockchainAccountBindMutation,
  useBlockchainAccountModifyMutation,
  useGetSmsCodeMutation,
} from '@platform/api-client';
import {
  COIN_PROTOCOLS,
  COIN_TYPES,
  endpoints,
  type CoinProtocol,
  type CoinType,
} from '@platform/api-client/contract';
import { AccountSubmitButton } from './AccountSubmitButton';
import { Form, Input, PhoneInput, SmsCodeButton, ChoiceChips, fieldRule } from '@platform/ui/forms';
import type { AccountFormProps } from './AccountFormPage';
import { PayPasswordField } from './PayPasswordField';

interface CoinValues {
  alias: string;
  coinType: CoinType;
  protocol: CoinProtocol;
  address: string;
  mobile: string;
  smsCode: string;
  payPassword: string;
}

const schema = endpoints.blockchainAccountBind.request;

/**
 * A virtual-coin account (docs/product-rules.md#payment-accounts): alias, coin type, protocol and
 * an address that matches it, proven with a code sent to the player's bound phone, and the payment
 * password.
 */
export function VirtualCoinForm({ editing, onSaved, confirmed }: AccountFormProps) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [form] = Form.useForm<CoinValues>();
  const [bind, binding] = useBlockchainAccountBindMutation();
  const [modify, modifying] = useBlockchainAccountModifyMutation();
  const [sendCode] = useGetSmsCodeMutation();
  const coin = editing?.kind === 'virtualCoin' ? editing.coin : null;
  const rule = (field: keyof CoinValues, fallback?: string) =>
    fieldRule(field, form, t, schema, { fallback });

  return (
    <Form
      className="wallet-form"
      form={form}
      layout="horizontal"
      data-testid="virtual-coin-form"
      initialValues={
        coin
          ? {
              alias: coin.alias,
              coinType: coin.coinType,
              protocol: coin.protocol,
              // The address arrives masked: it is typed again, as a card number is.
            }
          : { coinType: COIN_TYPES[0], protocol: COIN_PROTOCOLS[0] }
      }
      onValuesChange={(changed: Partial<CoinValues>) => {
        // An address is only right or wrong for a protocol: check it again when that changes.
        if (changed.protocol && form.getFieldValue('address'))
          void form.validateFields(['address']).catch(() => undefined);
      }}
      onFinish={async (values) => {
        const result = await confirmed(() =>
          coin ? modify({ ...values, id: coin.id }) : bind(values),
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
      <Form.Item name="coinType" label={t('cards.field.coinType')} rules={[rule('coinType')]}>
        <ChoiceChips
          label={t('cards.field.coinType')}
          testId="field-coinType"
          options={COIN_TYPES.map((c) => ({ value: c, label: c }))}
        />
      </Form.Item>
      <Form.Item name="protocol" label={t('cards.field.protocol')} rules={[rule('protocol')]}>
        <ChoiceChips
          label={t('cards.field.protocol')}
          testId="field-protocol"
          options={COIN_PROTOCOLS.map((p) => ({ value: p, label: p }))}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('cards.field.address')}
        help={t('cards.addressHint')}
        rules={[rule('address', 'validation:coin.protocolMismatch')]}
      >
        <Input placeholder={t('cards.placeholder.address')} data-testid="field-address" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('cards.field.mobile')}
        help={t('cards.mobileHint')}
        rules={[rule('mobile')]}
      >
        <PhoneInput placeholder={t('cards.placeholder.mobile')} data-testid="field-mobile" />
      </Form.Item>
      <Form.Item
        name="smsCode"
        label={t('cards.field.smsCode')}
        rules={[rule('smsCode')]}
        extra={
          <SmsCodeButton
            send={async () => {
              try {
                await form.validateFields(['mobile']);
              } catch {
                return false;
              }
              const mobile = form.getFieldValue('mobile') as string;
              const result = await sendCode({ smsType: 'bindVirtualCoin', mobile });
              return Boolean(result.data);
            }}
          />
        }
      >
        <Input
          inputMode="numeric"
          maxLength={6}
          placeholder={t('cards.placeholder.smsCode')}
          data-testid="field-smsCode"
        />
      </Form.Item>
      <PayPasswordField rule={rule('payPassword')} />
    </Form>
  );
}
