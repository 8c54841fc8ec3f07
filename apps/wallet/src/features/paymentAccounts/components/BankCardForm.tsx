import { useEffect } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useBankCardBindMutation,
  useBankCardModifyMutation,
  useGetSysBankQuery,
} from '@platform/api-client';
import { BANK_CARD_TYPES, cardholderSchema, endpoints } from '@platform/api-client/contract';
import { AccountSubmitButton } from './AccountSubmitButton';
import { Form, Input, schemaRule, ChoiceChips, PickerField, fieldRule } from '@platform/ui/forms';
import type { AccountFormProps } from './AccountFormPage';
import { PayPasswordField } from './PayPasswordField';
import { useMember } from '@platform/ui';

type CardType = (typeof BANK_CARD_TYPES)[number];
interface BankCardValues {
  holderName: string;
  cardType: CardType;
  bankId: number;
  cardNumber: string;
  branchAddress: string;
  payPassword: string;
}

const schema = endpoints.bankCardBind.request;

/**
 * A bank card (docs/product-rules.md#payment-accounts): holder (the real name), type, bank, number,
 * branch; payment password.
 */
export function BankCardForm({ editing, onSaved, confirmed }: AccountFormProps) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [form] = Form.useForm<BankCardValues>();
  const member = useMember().value;
  const { data: banks } = useGetSysBankQuery();
  const [bind, binding] = useBankCardBindMutation();
  const [modify, modifying] = useBankCardModifyMutation();
  const card = editing?.kind === 'bankCard' ? editing.card : null;
  const realName = member?.realName ?? null;
  useEffect(() => {
    // The player's info may answer after the form opened: fill the holder once it is known.
    if (realName && !form.getFieldValue('holderName')) form.setFieldValue('holderName', realName);
  }, [realName, form]);
  const rule = (field: keyof BankCardValues, fallback?: string) =>
    fieldRule(field, form, t, schema, { fallback });

  return (
    <Form
      className="wallet-form"
      form={form}
      layout="horizontal"
      data-testid="bank-card-form"
      initialValues={
        card
          ? {
              holderName: card.holderName,
              cardType: card.cardType,
              bankId: card.bankId,
              branchAddress: card.branchAddress,
            }
          : { holderName: realName ?? '', cardType: 'savings' }
      }
      onFinish={async (values) => {
        const result = await confirmed(() =>
          card ? modify({ ...values, id: card.id }) : bind(values),
        );
        if (result.data) onSaved();
      }}
      footer={<AccountSubmitButton loading={binding.isLoading || modifying.isLoading} />}
    >
      <Form.Item
        name="holderName"
        label={t('cards.field.holderName')}
        help={t('cards.holderHint')}
        // The cardholder must be the player's real name (docs/product-rules.md#payment-accounts):
        // checked here when we know it.
        rules={[
          rule('holderName'),
          ...(realName ? [schemaRule(cardholderSchema(realName), t)] : []),
        ]}
      >
        <Input
          readOnly={Boolean(member?.realNameConfirmed && realName)}
          placeholder={t('cards.placeholder.holderName')}
          data-testid="field-holderName"
        />
      </Form.Item>
      <Form.Item
        name="cardType"
        label={t('cards.field.cardType')}
        rules={[rule('cardType', 'wallet:cards.required.cardType')]}
      >
        <ChoiceChips
          label={t('cards.field.cardType')}
          testId="field-cardType"
          options={BANK_CARD_TYPES.map((type) => ({
            value: type,
            label: t(`cards.cardType.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="bankId"
        label={t('cards.field.bank')}
        rules={[rule('bankId', 'wallet:cards.required.bank')]}
      >
        <PickerField
          testId="field-bankId"
          title={t('cards.field.bank')}
          placeholder={t('cards.placeholder.bank')}
          options={(banks?.bankList ?? []).map((b) => ({ value: b.bankId, label: b.bankName }))}
        />
      </Form.Item>
      <Form.Item
        name="cardNumber"
        label={t('cards.field.cardNumber')}
        rules={[rule('cardNumber')]}
        help={card ? t('cards.reenterNumber') : undefined}
      >
        <Input
          inputMode="numeric"
          maxLength={23}
          placeholder={t('cards.placeholder.cardNumber')}
          data-testid="field-cardNumber"
        />
      </Form.Item>
      <Form.Item
        name="branchAddress"
        label={t('cards.field.branchAddress')}
        rules={[rule('branchAddress', 'validation:bankCard.branch')]}
      >
        <Input
          maxLength={100}
          placeholder={t('cards.placeholder.branchAddress')}
          data-testid="field-branchAddress"
        />
      </Form.Item>
      <PayPasswordField rule={rule('payPassword')} />
    </Form>
  );
}
