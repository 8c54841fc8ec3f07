import { useTranslation } from '@platform/i18n';
import { useQueryRebateTodayQuery } from '@platform/api-client';
import { Money, MoneyFormFooter, QueryState } from '@platform/ui';
import { useClaimRebate } from '../hooks/useClaimRebate';
import { RebateCategories } from './RebateCategories';

/**
 * Today's rebate (docs/product-rules.md#vip): what today's valid bets have earned so far by
 * category, the claim (once a day; the rest is settled after midnight) and what it credited. The
 * button waits for queryRebateToday and stays off when it says there is nothing to claim or the
 * day's claim is made.
 */
export function RebatePanel() {
  const { t } = useTranslation('promotions');
  const today = useQueryRebateTodayQuery();
  const { claim, retry, sending, outcome, outcomeUnknown } = useClaimRebate();
  const data = today.data;
  return (
    <section className="promotions-record-card promotions-rebate" data-testid="rebate-panel">
      <h3 className="promotions-section-title">{t('rebate.title')}</h3>
      <QueryState
        isLoading={today.isLoading}
        isError={today.isError && !data}
        onRetry={() => void today.refetch()}
      >
        {data && (
          <>
            <div className="promotions-welfare-balance">
              <small>{t('rebate.expected')}</small>
              <strong data-testid="rebate-expected">
                <Money fen={data.expected} />
              </strong>
            </div>
            <RebateCategories rows={data.byCategory} />
            {data.claimedToday > 0 && (
              <p className="promotions-hint" data-testid="rebate-claimed-today">
                {t('rebate.claimedToday')} <Money fen={data.claimedToday} />
              </p>
            )}
            {!data.claimable && data.claimedToday === 0 && !outcome && (
              <p className="promotions-hint" data-testid="rebate-nothing">
                {t('rebate.nothing')}
              </p>
            )}
          </>
        )}
      </QueryState>
      <MoneyFormFooter
        label={t('rebate.claim')}
        testId="rebate-claim"
        disabled={sending || !data?.claimable}
        sending={sending}
        outcomeUnknown={outcomeUnknown}
        onSubmit={() => void claim()}
        onRetry={() => void retry()}
        result={
          <>
            {outcome?.kind === 'credited' && (
              <p className="promotions-result-note" role="status" data-testid="rebate-result">
                {t('rebate.credited')} <Money fen={outcome.amount} />
              </p>
            )}
            {/* A claim that credits 0 after the day's claim (a retry whose first try did arrive)
                lets the day's claim above speak rather than "nothing to claim". */}
            {outcome?.kind === 'nothing' && !data?.claimedToday && (
              <p className="promotions-result-note" role="status" data-testid="rebate-result">
                {t('rebate.nothing')}
              </p>
            )}
          </>
        }
      />
      <ul className="promotions-vip-rules" data-testid="rebate-rules">
        <li>{t('rebate.rules.once')}</li>
        <li>{t('rebate.rules.automatic')}</li>
      </ul>
    </section>
  );
}
