import type { Lottery6Ticket } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { BusinessTimeNote, formatDateTime, Money } from '@platform/ui';
import { betText } from '../outcome';

/** The player's tickets: waiting for their draw, then won, lost or even, with what came back. */
export function MyTickets({ tickets }: { tickets: readonly Lottery6Ticket[] }) {
  const { t, i18n } = useTranslation('games');
  return (
    <section className="l6-tickets" data-testid="l6-tickets">
      <h3>{t('lottery6.myTickets')}</h3>
      <BusinessTimeNote />
      {tickets.length === 0 && <p className="l6-note">{t('lottery6.noTickets')}</p>}
      {tickets.map((ticket) => (
        <div
          key={ticket.ticketId}
          className={`l6-ticket l6-ticket-${ticket.status}`}
          data-testid="l6-ticket"
        >
          <div className="l6-ticket-head">
            <span>
              {t('lottery6.drawOf', { time: formatDateTime(ticket.drawAt, i18n.language) })}
            </span>
            <strong data-testid="l6-ticket-status">{t(`lottery6.status.${ticket.status}`)}</strong>
          </div>
          <ul className="l6-ticket-bets">
            {ticket.bets.map((bet, i) => (
              <li key={i}>
                {betText(bet, t)} · <Money fen={bet.stake} />
                {bet.returned !== undefined && (
                  <>
                    {' · '}
                    {t('play.returned')}
                    <Money fen={bet.returned} />
                  </>
                )}
              </li>
            ))}
          </ul>
          <div className="l6-ticket-foot">
            {t('play.stake')} <Money fen={ticket.stake} />
            {ticket.returned !== null && (
              <>
                {' · '}
                {t('play.returned')} <Money fen={ticket.returned} />
              </>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
