import { useTranslation } from '@platform/i18n';
import { useGetSumBetRecordQuery } from '@platform/api-client';
import { Money } from '@platform/ui';
import type { BetFilters } from '../recordQuery';

/** The period's totals over the same filters as the list: bets, stake, valid turnover, win/lose. */
export function BetSums({ filters }: { filters: BetFilters }) {
  const { t } = useTranslation('games');
  const { data } = useGetSumBetRecordQuery(filters);
  const winLose = data?.winLose ?? 0;
  return (
    <div className="games-sums" data-testid="bet-sums">
      <div className="games-sum" data-testid="sum-betCount">
        <span className="games-sum-label">{t('record.sums.betCount')}</span>
        {data ? data.betCount : '-'}
      </div>
      <div className="games-sum" data-testid="sum-betAmount">
        <span className="games-sum-label">{t('record.sums.betAmount')}</span>
        {data ? <Money fen={data.betAmount} /> : '-'}
      </div>
      <div className="games-sum" data-testid="sum-validTurnover">
        <span className="games-sum-label">{t('record.sums.validTurnover')}</span>
        {data ? <Money fen={data.validTurnover} /> : '-'}
      </div>
      <div className="games-sum" data-testid="sum-winLose">
        <span className="games-sum-label">{t('record.sums.winLose')}</span>
        {data ? <Money fen={winLose} className={winLose < 0 ? 'games-lose' : 'games-win'} /> : '-'}
      </div>
    </div>
  );
}
