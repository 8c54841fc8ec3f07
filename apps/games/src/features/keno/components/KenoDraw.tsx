import { useTranslation } from '@platform/i18n';
import { Money } from '@platform/ui';
import { BALL_DELAY_MS, paysLabel } from '../bets';
import { staggered, type KenoRound } from '../../table';

/**
 * A round's draw: the 20 balls dropping in one by one (CSS only, delayed by their place in the
 * draw), the picked ones marked as hits, the total against 810, and what each bet returned.
 */
export function KenoDraw({ round }: { round: KenoRound }) {
  const { t } = useTranslation('games');
  const picks = round.bets.find((b) => b.type === 'pick')?.numbers ?? [];
  const last = (round.outcome.drawn.length - 1) * BALL_DELAY_MS;
  return (
    <div className="keno-result" data-testid="keno-result">
      <ol className="keno-balls" aria-label={t('keno.drawn')}>
        {round.outcome.drawn.map((n, i) => (
          <li
            key={`${round.roundId}-${n}`}
            className={`keno-ball${picks.includes(n) ? ' keno-ball-hit' : ''}`}
            style={staggered(i * BALL_DELAY_MS)}
            data-testid="keno-ball"
          >
            {n}
          </li>
        ))}
      </ol>
      <div className="keno-after" style={staggered(last)}>
        <p className="keno-total" data-testid="keno-total">
          {t('keno.total', { total: round.outcome.total })} ·{' '}
          {t(`keno.result.${round.outcome.totalResult}`)}
        </p>
        <ul className="keno-returns">
          {round.bets.map((bet, i) => (
            <li key={i} data-testid="keno-bet-result">
              {t(`keno.bet.${bet.type}`)}{' '}
              {bet.type === 'pick' &&
                t('keno.hitsOf', { hits: bet.hits ?? 0, n: bet.numbers?.length ?? 0 })}{' '}
              {bet.paysPerTen > 0 && paysLabel(bet.paysPerTen)} <Money fen={bet.stake} /> ·{' '}
              {t('play.returned')}{' '}
              <span data-testid={`keno-return-${bet.type}`}>
                <Money fen={bet.returned} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
