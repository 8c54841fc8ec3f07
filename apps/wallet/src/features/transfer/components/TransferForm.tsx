import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  minorPerMajor,
  type Fen,
  type UserBalanceMap,
  type VenueBalance,
} from '@platform/api-client';
import { transferAmountSchema, typedAmountSchema } from '@platform/api-client/contract';
import { Button, MoneyFormFooter, MoneyResult, useVenueTransfer, useMoney } from '@platform/ui';
import { AmountInput, Form, schemaRule } from '@platform/ui/forms';
import { sourceBalance, type TransferRoute } from '../rules';
import { TransferRouteField } from './TransferRouteField';

interface TransferValues {
  amount: string;
}

/** A transfer's answer, kept with what was asked to show the result. */
interface TransferOutcome {
  status: 'posted' | 'pending';
  amount: Fen;
  from: string;
  to: string;
  venueName: string;
  userBalanceMap: UserBalanceMap;
  venueBalance: number;
}

/**
 * From/to, an amount not over the source balance ("all" fills it in; whole yuan advised), then
 * convertMoney (docs/product-rules.md#transfers). A venue under maintenance refuses transfers, so
 * it is not offered to the call; a locked venue takes money in and lets the server say whether it
 * may go out.
 */
export function TransferForm({
  route,
  outOnly = false,
  onRouteChange,
  centralWallet,
  venues,
}: {
  route: TransferRoute;
  /** During a break: from a venue to the central wallet only. */
  outOnly?: boolean;
  onRouteChange: (route: TransferRoute) => void;
  centralWallet: number;
  venues: readonly VenueBalance[];
}) {
  const { t } = useTranslation(['wallet', 'validation']);
  const money = useMoney();
  const [form] = Form.useForm<TransferValues>();
  const { transfer, retry, sending, outcomeUnknown } = useVenueTransfer();
  const [tried, setTried] = useState(false);
  // What the last submit asked, for the result of its retry (same arguments, same key).
  const lastAsked = useRef<{ amount: Fen; from: string; to: string; venueName: string } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
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
  const amountRule = schemaRule(
    typedAmountSchema(transferAmountSchema(source, money.currency), money.currency),
    t,
  );

  const fillAll = () => {
    if (source === null) return;
    form.setFieldValue('amount', money.typed(source));
    void form.validateFields(['amount']).catch(() => undefined);
  };

  // A refusal (maintenance, lock, too frequent) was shown as a toast by the shell; no answer at
  // all keeps the form as typed under the unknown-result notice. An answer shows what moved, from
  // and to, and the balances the transfer's answer carries.
  const showDone =
    (asked: { amount: Fen; from: string; to: string; venueName: string }) =>
    (
      done: {
        status: 'posted' | 'pending';
        userBalanceMap: UserBalanceMap;
        venueBalance: number;
      } | null,
    ) => {
      if (!done) return;
      form.resetFields();
      setOutcome({ ...asked, ...done });
    };
  const central = t('wallets.central');

  return (
    <Form
      className="wallet-form"
      form={form}
      layout="horizontal"
      data-testid="transfer-form"
      onFinish={async ({ amount }) => {
        setTried(true);
        const fen = money.parse(amount);
        if (!venue || venue.maintenance || fen === null) return;
        setOutcome(null);
        const [from, to] =
          route.direction === 'toVenue' ? [central, venue.platName] : [venue.platName, central];
        const asked = { amount: fen, from, to, venueName: venue.platName };
        lastAsked.current = asked;
        showDone(asked)(await transfer(venue.platCode, route.direction, fen));
      }}
      footer={
        <>
          <MoneyFormFooter
            label={t('transfer.submit')}
            testId="transfer-submit"
            sending={sending}
            outcomeUnknown={outcomeUnknown}
            onRetry={() => {
              const asked = lastAsked.current;
              if (asked) void retry().then(showDone(asked));
            }}
            result={
              outcome && (
                <MoneyResult
                  testId="transfer-result"
                  status={outcome.status}
                  title={t(
                    outcome.status === 'pending' ? 'records.status.processing' : 'transfer.done',
                  )}
                  note={outcome.status === 'pending' ? t('transfer.pending') : undefined}
                  amount={outcome.amount}
                  from={outcome.from}
                  to={outcome.to}
                  balances={[
                    { label: central, fen: outcome.userBalanceMap.centralWallet },
                    { label: outcome.venueName, fen: outcome.venueBalance },
                  ]}
                />
              )
            }
          />
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
          outOnly={outOnly}
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
                {t('transfer.available', { amount: money.format(source) })}{' '}
              </span>
            )}
            {/* Only where the currency has decimals: every đồng amount is whole. */}
            {minorPerMajor(money.currency) > 1 && t('transfer.integerHint')}
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
        <AmountInput placeholder={t('transfer.amountPlaceholder')} data-testid="transfer-amount" />
      </Form.Item>
    </Form>
  );
}
