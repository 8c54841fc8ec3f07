import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen, parseYuanToFen, typedYuan, type VenueBalance } from '@platform/api-client';
import { transferAmountSchema, typedAmountSchema } from '@platform/api-client/contract';
import { Button, UnknownOutcome } from '@platform/ui';
import { Form, Input, schemaRule } from '@platform/ui/forms';
import { useTransfer } from '../hooks/useTransfer';
import { sourceBalance, type TransferRoute } from '../rules';
import { TransferRouteField } from './TransferRouteField';

interface TransferValues {
  amount: string;
}

/**
 * From/to, an amount not over the source balance ("all" fills it in; whole yuan advised), then
 * convertMoney (docs/product-rules.md#transfers). A venue under maintenance refuses transfers, so
 * it is not offered to the call; a locked venue takes money in and lets the server say whether it
 * may go out.
 */
export function TransferForm({
  route,
  onRouteChange,
  centralWallet,
  venues,
}: {
  route: TransferRoute;
  onRouteChange: (route: TransferRoute) => void;
  centralWallet: number;
  venues: readonly VenueBalance[];
}) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [form] = Form.useForm<TransferValues>();
  const { transfer, retry, isLoading, outcomeUnknown } = useTransfer();
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<'posted' | 'pending' | null>(null);
  const venue = venues.find((v) => v.platCode === route.platCode);
  const source = sourceBalance(route, centralWallet, venues);

  // Another source (or a new balance): an amount already typed is checked again.
  useEffect(() => {
    if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [form, source]);

  const routeProblem = !venue
    ? tried
      ? 'transfer.chooseVenue'
      : null
    : venue.maintenance
      ? 'transfer.maintenance'
      : null;

  // No source chosen yet: only the amount itself can be checked.
  const amountRule = schemaRule(typedAmountSchema(transferAmountSchema(source)), t);

  const fillAll = () => {
    if (source === null) return;
    form.setFieldValue('amount', typedYuan(source));
    void form.validateFields(['amount']).catch(() => undefined);
  };

  // A refusal (maintenance, lock, too frequent) was shown as a toast by the shell; no answer at
  // all keeps the form as typed under the unknown-result notice.
  const showDone = (done: { status: 'posted' | 'pending' } | null) => {
    if (!done) return;
    form.resetFields();
    setOutcome(done.status);
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid="transfer-form"
      onFinish={async ({ amount }) => {
        setTried(true);
        const fen = parseYuanToFen(amount);
        if (!venue || venue.maintenance || fen === null) return;
        setOutcome(null);
        showDone(await transfer(venue.platCode, route.direction, fen));
      }}
      footer={
        <>
          <Button
            block
            type="submit"
            color="primary"
            loading={isLoading}
            data-testid="transfer-submit"
          >
            {t('transfer.submit')}
          </Button>
          {outcomeUnknown && (
            <UnknownOutcome loading={isLoading} onRetry={() => void retry().then(showDone)} />
          )}
          {outcome && (
            <p
              className={outcome === 'pending' ? 'wallet-hint wallet-warning' : 'wallet-hint'}
              role="status"
              data-testid="transfer-result"
              data-status={outcome}
            >
              {t(outcome === 'pending' ? 'transfer.pending' : 'transfer.done')}
            </p>
          )}
          <p className="wallet-hint">{t('transfer.help')}</p>
        </>
      }
    >
      <Form.Item
        description={
          routeProblem ? (
            <span className="wallet-error" data-testid="transfer-route-problem">
              {t(routeProblem)}
            </span>
          ) : venue?.locked && route.direction === 'toCentral' ? (
            t('transfer.lockedHint')
          ) : undefined
        }
      >
        <TransferRouteField
          route={route}
          venues={venues}
          onChange={(next) => {
            setTried(false);
            onRouteChange(next);
          }}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('transfer.amount')}
        rules={[amountRule]}
        description={
          <>
            {source !== null && (
              <span data-testid="transfer-available">
                {t('transfer.available', { amount: formatFen(source) })}{' '}
              </span>
            )}
            {t('transfer.integerHint')}
          </>
        }
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            disabled={source === null}
            data-testid="transfer-all"
            onClick={fillAll}
          >
            {t('transfer.all')}
          </Button>
        }
      >
        <Input
          inputMode="decimal"
          placeholder={t('transfer.amountPlaceholder')}
          data-testid="transfer-amount"
        />
      </Form.Item>
    </Form>
  );
}
