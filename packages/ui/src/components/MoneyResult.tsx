import { useEffect, useId } from 'react';
import { useTranslation } from '@platform/i18n';
import { announce } from '../announce';
import { useMoney } from '../format/money';
import { Money } from './Money';

/** A balance after the money moved: whose, and how much (fen). */
export interface MoneyResultBalance {
  label: string;
  fen: number;
}

/**
 * The result of a call that moved money (transfer, later withdraw and deposit), clear enough to be
 * noticed: what happened (`posted`, as the ledger says), the amount, from where to where, and the balances it left
 * (docs/product-rules.md#money). `pending` says the money is still on its way (the note says why);
 * balances are then left out, as they are not final. Screen readers hear what happened and the
 * amount in one sentence through the polite live region (docs/accessibility.md#live-region), not
 * the whole block read out as it appears.
 */
export function MoneyResult({
  title,
  status = 'posted',
  amount,
  from,
  to,
  balances = [],
  note,
  testId = 'money-result',
}: {
  title: string;
  status?: 'posted' | 'pending';
  amount: number;
  from: string;
  to: string;
  balances?: readonly MoneyResultBalance[];
  note?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const money = useMoney();
  const said = t('kit.moneyResult.said', { title, amount: money.format(amount), from, to });
  const spoken = note ? `${said} ${note}` : said;
  useEffect(() => announce(spoken, 'polite'), [spoken]);
  return (
    <section
      className={`kit-money-result kit-money-result-${status}`}
      aria-labelledby={titleId}
      data-testid={testId}
      data-status={status}
    >
      <p className="kit-money-result-title" id={titleId}>
        {title}
      </p>
      <Money fen={amount} className="kit-money-result-amount" />
      <dl className="kit-money-result-rows">
        <dt>{t('kit.moneyResult.from')}</dt>
        <dd data-testid={`${testId}-from`}>{from}</dd>
        <dt>{t('kit.moneyResult.to')}</dt>
        <dd data-testid={`${testId}-to`}>{to}</dd>
      </dl>
      {status === 'posted' && balances.length > 0 && (
        <>
          <p className="kit-money-result-subtitle">{t('kit.moneyResult.balances')}</p>
          <dl className="kit-money-result-rows" data-testid={`${testId}-balances`}>
            {balances.map((b) => (
              <div key={b.label} className="kit-money-result-row">
                <dt>{b.label}</dt>
                <dd>
                  <Money fen={b.fen} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {note && <p className="kit-money-result-note">{note}</p>}
    </section>
  );
}
