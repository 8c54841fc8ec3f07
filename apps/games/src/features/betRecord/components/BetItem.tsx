import { useTranslation } from '@platform/i18n';
import type { PayloadOf } from '@platform/api-client';
import { List, Money, Tag, formatDateTime } from '@platform/ui';

type BetRecord = PayloadOf<'getBetRecord'>['list'][number];

const STATUS_COLOR = { pending: 'warning', settled: 'success', cancelled: 'default' } as const;

/** One bet: game and venue, bet time, stake, valid turnover, win/lose and status. */
export function BetItem({ bet }: { bet: BetRecord }) {
  const { t, i18n } = useTranslation('games');
  return (
    <List.Item
      data-testid="bet-item"
      description={
        <>
          <div>{formatDateTime(bet.betTime, i18n.language, { seconds: true })}</div>
          <div>
            {t('record.item.stake')} <Money fen={bet.betAmount} /> ·{' '}
            {t('record.item.validTurnover')} <Money fen={bet.validTurnover} />
          </div>
        </>
      }
      extra={
        <div className="games-bet-extra">
          <div>
            {t('record.item.winLose')}{' '}
            <Money fen={bet.winLose} className={bet.winLose < 0 ? 'games-lose' : 'games-win'} />
          </div>
          <Tag color={STATUS_COLOR[bet.status]} fill="outline">
            {t(`record.status.${bet.status}`)}
          </Tag>
        </div>
      }
    >
      {bet.gameName} · {bet.platName}
    </List.Item>
  );
}
