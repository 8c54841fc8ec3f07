import type { SportsSlipView } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { BusinessTimeNote, formatDateTime, Money } from '@platform/ui';
import { oddsText } from '../betSlip';

/** The player's slips with each state in words, its selections and what came back. */
export function MySlips({ slips }: { slips: readonly SportsSlipView[] }) {
  const { t, i18n } = useTranslation('games');
  if (slips.length === 0) return <p className="sb-empty">{t('sportsbook.empty.slips')}</p>;
  return (
    <section className="sb-slips" data-testid="sb-slips">
      <BusinessTimeNote />
      {slips.map((slip) => (
        <div key={slip.slipId} className={`sb-slip sb-slip-${slip.state}`} data-testid="sb-slip">
          <div className="sb-slip-head">
            <span>
              {t(`sportsbook.slip.${slip.kind}`)} · {formatDateTime(slip.placedAt, i18n.language)}
            </span>
            <strong data-testid="sb-slip-state">{t(`sportsbook.slipState.${slip.state}`)}</strong>
          </div>
          <ul>
            {slip.selections.map((s) => (
              <li key={s.eventId}>
                {s.home} – {s.away} · {t(`sportsbook.pick.${s.pick}`)} @ {oddsText(s.odds)} ·{' '}
                {t(`sportsbook.legState.${s.state}`)}
              </li>
            ))}
          </ul>
          <p className="sb-slip-money">
            {t('sportsbook.stake')} <Money fen={slip.stake} /> ·{' '}
            {slip.returned === null ? (
              <>
                {t('sportsbook.slip.potential')} <Money fen={slip.potentialReturn} />
              </>
            ) : (
              <>
                {t('sportsbook.returned')} <Money fen={slip.returned} />
              </>
            )}
          </p>
        </div>
      ))}
    </section>
  );
}
