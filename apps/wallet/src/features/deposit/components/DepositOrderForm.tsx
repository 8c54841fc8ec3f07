import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import type { CoinType } from '@platform/api-client/contract';
import { COIN_TYPES } from '@platform/api-client/tables';
import { MoneyFormFooter, useMember, useMoney } from '@platform/ui';
import {
  AmountInput,
  Form,
  Input,
  ChoiceChips,
  fieldRule,
  lazy,
  schemaRule,
} from '@platform/ui/forms';
import {
  channelRow,
  channelsToOffer,
  isCoinMethod,
  protocolOf,
  protocolsOf,
  type ChannelInfo,
  type PaymentMethodInfo,
} from '../channels';
import { useCreateDepositOrder } from '../hooks/useCreateDepositOrder';

/** The form's rules (zod, the endpoint list): fetched when the form is first used, not with the page. */
const loadRules = () => import('../depositRules');

interface DepositValues {
  payerName: string;
  amount: string;
}

/**
 * One method's deposit: channel, coin type and protocol for virtual coin, depositor name and an
 * amount within the channel's range (quick amounts; red-packet channels take only those).
 */
export function DepositOrderForm({ method }: { method: PaymentMethodInfo }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const money = useMoney();
  const navigate = useNavigate();
  const [form] = Form.useForm<DepositValues>();
  const member = useMember().value;
  const { create, retry, sending, outcomeUnknown } = useCreateDepositOrder();
  const coin = isCoinMethod(method.method);
  const protocols = coin ? protocolsOf(method.channels) : [];
  const [protocol, setProtocol] = useState(protocols[0]);
  const [coinType, setCoinType] = useState<CoinType>(COIN_TYPES[0]);
  const offered = channelsToOffer(method.channels, coin ? protocol : undefined);
  const [chosen, setChosen] = useState<string>();
  const channel: ChannelInfo | undefined = offered.find((c) => c.channel === chosen) ?? offered[0];
  const [amountText, setAmountText] = useState('');
  const row = channel ? channelRow(channel.channel) : undefined;

  if (!channel || !row) return <p className="wallet-empty">{t('deposit.noChannel')}</p>;

  // A rule that runs before the rules have arrived waits for them.
  const request = lazy(() => loadRules().then((m) => m.depositOrderRequest(row.name)));
  const amountRule = schemaRule(
    lazy(() =>
      loadRules().then((m) => m.depositAmountRule(channel, method.method, money.currency)),
    ),
    t,
  );

  // No answer at all keeps the form as typed under the unknown-result notice.
  const openOrder = (order: { orderNo: string } | null) => {
    if (order) void navigate(routePath('depositInfo', { orderNo: order.orderNo }));
  };

  const pickAmount = (fen: number) => {
    const text = money.typed(fen);
    setAmountText(text);
    form.setFieldValue('amount', text);
    void form.validateFields(['amount']).catch(() => undefined);
  };

  // The first focus in the form starts fetching its rules, so they are usually there by the blur.
  return (
    <div onFocusCapture={() => void request.load()}>
      <Form
        className="wallet-form"
        form={form}
        layout="horizontal"
        data-testid="deposit-form"
        initialValues={{ payerName: member?.realName ?? '' }}
        onValuesChange={(changed: Partial<DepositValues>) => {
          if (changed.amount !== undefined) setAmountText(changed.amount);
        }}
        onFinish={async (values) => {
          openOrder(
            await create(channel.channel, {
              amount: money.parse(values.amount) ?? 0,
              payerName: values.payerName,
              ...(coin ? { coinType, protocol: protocolOf(channel.channel) } : {}),
            }),
          );
        }}
        footer={
          <>
            <MoneyFormFooter
              label={t('deposit.submit')}
              testId="deposit-submit"
              sending={sending}
              outcomeUnknown={outcomeUnknown}
              onRetry={() => void retry().then(openOrder)}
            />
            <p className="wallet-hint">{t('deposit.arrival')}</p>
          </>
        }
      >
        {coin && (
          <>
            <Form.Item label={t('cards.field.coinType')}>
              <ChoiceChips
                label={t('cards.field.coinType')}
                testId="deposit-coinType"
                value={coinType}
                onChange={setCoinType}
                options={COIN_TYPES.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
            <Form.Item label={t('cards.field.protocol')}>
              <ChoiceChips
                label={t('cards.field.protocol')}
                testId="deposit-protocol"
                value={protocol}
                onChange={(p) => {
                  setProtocol(p);
                  setChosen(undefined);
                }}
                options={protocols.map((p) => ({ value: p, label: p }))}
              />
            </Form.Item>
          </>
        )}
        {offered.length > 1 && (
          <Form.Item label={t('deposit.channel')}>
            <ChoiceChips
              label={t('deposit.channel')}
              testId="deposit-channel"
              value={channel.channel}
              onChange={(code) => {
                setChosen(code);
                if (form.getFieldValue('amount'))
                  void form.validateFields(['amount']).catch(() => undefined);
              }}
              options={offered.map((c) => ({ value: c.channel, label: c.name }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="payerName"
          label={t('deposit.payerName')}
          help={t('deposit.payerHint')}
          rules={[fieldRule('payerName', form, t, request)]}
        >
          <Input placeholder={t('deposit.payerPlaceholder')} data-testid="deposit-payerName" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('deposit.amount')}
          help={t('deposit.range', {
            min: money.format(channel.minAmount),
            max: money.format(channel.maxAmount),
          })}
          rules={[amountRule]}
        >
          <AmountInput
            readOnly={channel.fixedAmountsOnly}
            placeholder={t(
              channel.fixedAmountsOnly ? 'deposit.amountPick' : 'deposit.amountPlaceholder',
            )}
            data-testid="deposit-amount"
          />
        </Form.Item>
        {channel.fixedAmounts.length > 0 && (
          <Form.Item label={t('deposit.quickAmounts')}>
            <ChoiceChips
              label={t('deposit.quickAmounts')}
              testId="deposit-quick"
              value={String(money.parse(amountText) ?? '')}
              onChange={(fen) => pickAmount(Number(fen))}
              options={channel.fixedAmounts.map((fen) => ({
                value: String(fen),
                label: money.format(fen),
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </div>
  );
}
