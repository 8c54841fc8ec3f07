import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { type Withdrawal } from '@platform/api-client';
import {
  endpoints,
  typedAmountSchema,
  withdrawalAmountSchema,
  WITHDRAWAL_TYPES,
  type WithdrawalMethod,
  type WithdrawalType,
  type WithdrawalWindow,
} from '@platform/api-client/contract';
import { Button, MoneyFormFooter, useMoney } from '@platform/ui';
import { AmountInput, Form, ChoiceChips, fieldRule, schemaRule } from '@platform/ui/forms';
import { useWithdraw, type WithdrawFields } from '../hooks/useWithdraw';
import { withdrawalsLeftToday, type ExtraRule, type WithdrawInfo } from '../rules';
import { PayoutAccountField } from './PayoutAccountField';
import { PayPasswordSheet } from './PayPasswordSheet';
import { WindowChoice } from './WindowChoice';

interface WithdrawValues {
  method?: WithdrawalMethod;
  type: WithdrawalType;
  window?: WithdrawalWindow;
  accountId?: number;
  amount?: string;
}

/** Valid stand-ins for what the form does not hold yet, so the schema's own checks can run. */
const NOT_IN_FORM = { amount: 1, accountId: 1, payPassword: '000000', idempotencyKey: 'formcheck' };
const schema = endpoints.withdraw.request;

/**
 * The withdrawal form (docs/product-rules.md#withdrawals): method (those not open yet are shown
 * disabled, with why), instant or scheduled in one of four windows with its extra, the payout
 * account, an amount within today's quota, then the payment password on a number keyboard, which
 * sends the withdrawal.
 */
export function WithdrawForm({
  info,
  extraRules,
  blocked,
  onDone,
}: {
  info: WithdrawInfo;
  extraRules: readonly ExtraRule[];
  blocked: boolean;
  onDone: (withdrawal: Withdrawal) => void;
}) {
  const { t } = useTranslation(['wallet', 'validation']);
  const money = useMoney();
  const [form] = Form.useForm<WithdrawValues>();
  const { withdraw, retry, sending, outcomeUnknown } = useWithdraw();
  const [pending, setPending] = useState<Omit<WithdrawFields, 'payPassword'> | null>(null);
  const method = Form.useWatch('method', form);
  const type = Form.useWatch('type', form);
  const amountText = Form.useWatch('amount', form);
  const methodInfo = info.withdrawMethodList.find((m) => m.method === method);
  const quota = info.dailyQuota;
  const noneLeft = withdrawalsLeftToday(quota) === 0;
  const closedMethods = info.withdrawMethodList.some((m) => !m.available);
  const limit = Math.min(quota.availableAmount, methodInfo?.maxAmount ?? quota.availableAmount);

  // The amount rule the server applies to the withdrawal, once a method gives the minimum.
  const amountRules = methodInfo
    ? [
        schemaRule(
          typedAmountSchema(
            withdrawalAmountSchema(methodInfo.minAmount, quota, money.currency),
            money.currency,
          ),
          t,
        ),
      ]
    : [];

  const fillAll = () => {
    form.setFieldValue('amount', money.typed(limit));
    void form.validateFields(['amount']).catch(() => undefined);
  };

  const send = async (payPassword: string) => {
    if (!pending) return;
    const withdrawal = await withdraw({ ...pending, payPassword });
    // A refusal (wrong password, quota, turnover) was shown as a toast; the sheet closes either way
    // and, when no answer came, the form stays as filled under the unknown-result notice.
    setPending(null);
    if (withdrawal) onDone(withdrawal);
  };

  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        disabled={blocked}
        className="wallet-form wallet-withdraw-form"
        data-testid="withdraw-form"
        initialValues={{
          method: info.withdrawMethodList.find((m) => m.available)?.method,
          type: 'instant',
        }}
        onValuesChange={(changed: Partial<WithdrawValues>) => {
          if (changed.method !== undefined) {
            form.setFieldValue('accountId', undefined);
            if (form.getFieldValue('amount'))
              void form.validateFields(['amount']).catch(() => undefined);
          }
        }}
        onFinish={(values) => {
          const amount = money.parse(values.amount ?? '');
          if (!values.method || values.accountId === undefined || amount === null) return;
          setPending({
            method: values.method,
            type: values.type,
            ...(values.type === 'scheduled' ? { window: values.window } : {}),
            accountId: values.accountId,
            amount,
          });
        }}
        footer={
          <>
            <MoneyFormFooter
              label={t('withdraw.submit')}
              testId="withdraw-submit"
              disabled={blocked || noneLeft || !methodInfo}
              sending={sending}
              outcomeUnknown={outcomeUnknown}
              onRetry={() => void retry().then((withdrawal) => withdrawal && onDone(withdrawal))}
            />
            <p className="wallet-hint">{t('withdraw.arrival')}</p>
          </>
        }
      >
        <Form.Item
          name="method"
          label={t('withdraw.method')}
          description={closedMethods ? t('withdraw.afterFirst') : undefined}
        >
          <ChoiceChips
            label={t('withdraw.method')}
            disabled={blocked}
            testId="withdraw-method"
            options={info.withdrawMethodList.map((m) => ({
              value: m.method,
              label: m.name,
              disabled: !m.available,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('withdraw.type.label')}
          description={t(
            type === 'scheduled' ? 'withdraw.type.scheduledHint' : 'withdraw.type.instantHint',
          )}
        >
          <ChoiceChips
            label={t('withdraw.type.label')}
            disabled={blocked}
            testId="withdraw-type"
            options={WITHDRAWAL_TYPES.map((value) => ({
              value,
              label: t(`withdraw.type.${value}`),
            }))}
          />
        </Form.Item>
        {type === 'scheduled' && (
          <Form.Item
            name="window"
            label={t('withdraw.window')}
            rules={[fieldRule('window', form, t, schema, { fixed: NOT_IN_FORM })]}
          >
            <WindowChoice extraRules={extraRules} amount={money.parse(amountText ?? '') ?? 0} />
          </Form.Item>
        )}
        {method && (
          <Form.Item
            name="accountId"
            label={t('withdraw.account')}
            rules={[
              fieldRule('accountId', form, t, schema, {
                fixed: NOT_IN_FORM,
                fallback: 'wallet:withdraw.chooseAccount',
              }),
            ]}
          >
            <PayoutAccountField method={method} disabled={blocked} />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('withdraw.amount')}
          rules={amountRules}
          description={
            methodInfo &&
            t('withdraw.range', {
              min: money.format(methodInfo.minAmount),
              max: money.format(limit),
            })
          }
          extra={
            <Button
              size="mini"
              color="primary"
              fill="outline"
              disabled={blocked || limit <= 0}
              data-testid="withdraw-all"
              onClick={fillAll}
            >
              {t('transfer.all')}
            </Button>
          }
        >
          <AmountInput
            placeholder={t('withdraw.amountPlaceholder')}
            data-testid="withdraw-amount"
          />
        </Form.Item>
      </Form>
      <PayPasswordSheet
        visible={pending !== null}
        busy={sending}
        onClose={() => setPending(null)}
        onFill={(payPassword) => void send(payPassword)}
      />
    </>
  );
}
