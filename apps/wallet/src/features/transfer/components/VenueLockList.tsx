import { useTranslation } from '@platform/i18n';
import { figureIn, VENUE_UNLOCK_BELOW_YUAN, yuanToFen, type PayloadOf } from '@platform/api-client';
import { List, Money, useMoney } from '@platform/ui';

type VenueLock = PayloadOf<'getUserTransInfo'>['venueLockList'][number];

/**
 * The venues locked after a bonus application, with the turnover still to go
 * (docs/product-rules.md#venue-lock). The player sees why money cannot leave them yet: each lock
 * its own rule line, with the multiple of the offer that opened it (the VIP offer's differs).
 */
export function VenueLockList({ locks }: { locks: readonly VenueLock[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  if (locks.length === 0) return null;
  return (
    <List header={t('venues.locks.title')} data-testid="venue-locks">
      {locks.map((lock) => (
        <List.Item
          key={lock.platCode}
          data-testid={`venue-lock-${lock.platCode}`}
          description={
            <>
              <div>
                {t('venues.locks.turnover', {
                  completed: money.format(lock.completedTurnover),
                  required: money.format(lock.requiredTurnover),
                })}
              </div>
              <small className="wallet-hint" data-testid={`venue-lock-rule-${lock.platCode}`}>
                {t('venues.locks.rule', {
                  multiple: lock.turnoverMultiple,
                  // The operator's threshold, read in the member's currency (docs/product-rules.md#currency).
                  below: figureIn(money.currency, yuanToFen(VENUE_UNLOCK_BELOW_YUAN)),
                })}
              </small>
            </>
          }
          extra={<Money fen={lock.lockedAmount} />}
        >
          {lock.platName}
        </List.Item>
      ))}
    </List>
  );
}
