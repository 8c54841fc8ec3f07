import { type Fen, type Lottery6Result, type Lottery6Ticket } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';

/**
 * The six-number lottery in words, as the live region reads it (docs/accessibility.md#live-region):
 * a ticket bought, a draw's numbers once it shows, and a ticket's result once it is settled.
 * `time` is the draw's time as the screen shows it.
 */

type Bet = Lottery6Ticket['bets'][number];

/** A bet as the ticket lists it: "Special 7", "Number 12", "Big". */
export function betText(bet: Pick<Bet, 'type' | 'number'>, t: TFunction): string {
  return bet.number === undefined
    ? t(`lottery6.side.${bet.type}`)
    : t(`lottery6.betOn.${bet.type}`, { number: bet.number });
}

/** "Ticket bought for the draw of …: Special 7 CN¥10.00, Big CN¥5.00; stake CN¥15.00". */
export function ticketBoughtWords(ticket: Lottery6Ticket, time: string, t: TFunction): string {
  return t('a11y.lottery6.bought', {
    time,
    bets: ticket.bets
      .map((bet) => t('a11y.lottery6.bet', { bet: betText(bet, t), amount: bet.stake as Fen }))
      .join(', '),
    amount: ticket.stake as Fen,
  });
}

/** "Draw of …: 3, 15, 22, 30, 41, 47, special number 12". */
export function drawWords(result: Lottery6Result, time: string, t: TFunction): string {
  return t('a11y.lottery6.draw', {
    time,
    numbers: result.numbers.join(', '),
    special: result.special,
  });
}

/** "Your ticket for the draw of …: Won; CN¥9.75 returned" (nothing returned: the status alone). */
export function ticketResultWords(ticket: Lottery6Ticket, time: string, t: TFunction): string {
  const status = t('a11y.lottery6.ticket', {
    time,
    status: t(`lottery6.status.${ticket.status}`),
  });
  return ticket.returned
    ? t('a11y.outcome.then', {
        first: status,
        second: t('a11y.lottery6.returned', { amount: ticket.returned as Fen }),
      })
    : status;
}

export interface Lottery6Seen {
  results: readonly Lottery6Result[];
  tickets: readonly Lottery6Ticket[];
}

/**
 * What changed on the screen between two answers, in words, or null: the draws that appeared and
 * the tickets that were waiting and are now settled. What the first answer shows is the page
 * itself, not news: `before` undefined says nothing.
 */
export function lottery6News(
  before: Lottery6Seen | undefined,
  after: Lottery6Seen,
  time: (iso: string) => string,
  t: TFunction,
): string | null {
  if (!before) return null;
  const knownDraws = new Set(before.results.map((r) => r.drawKey));
  const waiting = new Set(
    before.tickets.filter((x) => x.status === 'waiting').map((x) => x.ticketId),
  );
  const news = [
    ...after.results
      .filter((r) => !knownDraws.has(r.drawKey))
      .map((r) => drawWords(r, time(r.drawAt), t)),
    ...after.tickets
      .filter((x) => x.status !== 'waiting' && waiting.has(x.ticketId))
      .map((x) => ticketResultWords(x, time(x.drawAt), t)),
  ];
  return news.length > 0
    ? news.reduce((first, second) => t('a11y.outcome.then', { first, second }))
    : null;
}
