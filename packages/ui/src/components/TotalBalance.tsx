import type { UserBalanceMap } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { Money } from './Money';

/**
 * The player's total balance, as the server adds it up (central + lock + welfare + every venue,
 * docs/product-rules.md#transfers), and, when some venues' balances are unknown, how many are not
 * counted. `placeholder` until the first answer; `testId` names the amount for the tests.
 */
export function TotalBalance({
  balances,
  testId,
  placeholder = '--',
}: {
  balances: UserBalanceMap | null | undefined;
  testId: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('common');
  const unknown = balances?.unknownVenues?.length ?? 0;
  return (
    <>
      <strong data-testid={testId}>
        {balances ? <Money fen={balances.total} /> : placeholder}
      </strong>
      {unknown > 0 && (
        <small className="total-balance-unknown" data-testid={`${testId}-unknown`}>
          {t('kit.totalBalance.unknownVenues', { count: unknown })}
        </small>
      )}
    </>
  );
}
