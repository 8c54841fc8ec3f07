import type { SportsEvent, SportsPick } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { formatTime } from '@platform/ui';
import { oddsText, type Picked } from '../betSlip';
import type { OddsMove } from '../hooks/useOddsMoves';

const PICKS: SportsPick[] = ['home', 'draw', 'away'];

/** One event: league, teams, score and minute (or kick-off), the danger badge, its odds buttons. */
export function EventRow({
  event,
  picked,
  moves,
  onPick,
}: {
  event: SportsEvent;
  picked: Picked | undefined;
  moves: Record<string, OddsMove>;
  onPick: (p: Picked) => void;
}) {
  const { t, i18n } = useTranslation('games');
  const inPlay = event.state === 'live' || event.state === 'suspended';
  const status =
    event.state === 'scheduled'
      ? t('sportsbook.state.scheduled', { time: formatTime(event.startsAt, i18n.language) })
      : event.state === 'live'
        ? `${t('sportsbook.state.live')} ${t('sportsbook.minute', { minute: event.minute })}`
        : t(`sportsbook.state.${event.state}`);
  return (
    <li
      className={`sb-event sb-event-${event.state}`}
      data-testid="sb-event"
      data-event={event.eventId}
    >
      <div className="sb-event-head">
        <span className="sb-league">{event.league}</span>
        <span className="sb-status" data-testid="sb-status">
          {status}
        </span>
        {event.danger && (
          <span className="sb-danger" data-testid="sb-danger">
            {t('sportsbook.danger')}
          </span>
        )}
      </div>
      <div className="sb-teams">
        <span>{event.home}</span>
        <strong className="sb-score" data-testid="sb-score">
          {inPlay || event.state === 'finished' ? `${event.homeScore} - ${event.awayScore}` : 'vs'}
        </strong>
        <span>{event.away}</span>
      </div>
      <div className="sb-odds">
        {PICKS.map((pick) => {
          const odds = event.odds[pick];
          if (odds === null) return null;
          const id = `${event.eventId}:${pick}`;
          const move = moves[id];
          const on = picked?.pick === pick;
          return (
            <button
              key={pick}
              type="button"
              className={`sb-odd${on ? ' sb-odd-on' : ''}${move ? ` sb-odd-${move}` : ''}`}
              aria-pressed={on}
              disabled={!event.open}
              data-testid={`sb-odd-${event.eventId}-${pick}`}
              data-move={move}
              onClick={() => onPick({ eventId: event.eventId, pick })}
            >
              <span className="sb-odd-pick">{t(`sportsbook.pick.${pick}`)}</span>
              <span className="sb-odd-price">{oddsText(odds)}</span>
            </button>
          );
        })}
      </div>
    </li>
  );
}
