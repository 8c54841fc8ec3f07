// Standalone dev only: the six-number lottery against the play handlers' in-memory venue wallet.
// The open draw is two hours away; the last three results are drawn by the real engine
// (@platform/fair-games) from dev seeds, so their verify works standalone. A bought ticket waits;
// `noAnswer` leaves a purchase unanswered (the unknown-outcome notice).
import { HttpResponse, type HttpHandler } from 'msw';
import { hashServerSeed, replayLottery6Draw } from '@platform/fair-games';
import type { Lottery6Ticket, RequestOf } from '@platform/api-client';
import { recordCalls } from '@platform/ui/testing';

const HOUR_MS = 60 * 60 * 1000;

/** A draw key in business time (UTC+8) for an instant: '2026-11-24T21:30+08:00'. */
function drawKeyAt(at: Date): string {
  return `${new Date(at.getTime() + 8 * HOUR_MS).toISOString().slice(0, 16)}+08:00`;
}

export function lottery6Handlers(
  scenario: string | null,
  wallet: { venue: number },
): HttpHandler[] {
  const drawAt = new Date(Math.ceil((Date.now() + 2 * HOUR_MS) / 60_000) * 60_000);
  const open = {
    drawKey: drawKeyAt(drawAt),
    drawAt: drawAt.toISOString(),
    salesCloseAt: drawAt.toISOString(),
    serverSeedHash: hashServerSeed('dev-lottery-seed-open'),
  };
  const results = [1, 2, 3].map((n) => {
    const at = new Date(drawAt.getTime() - n * 48 * HOUR_MS);
    const drawKey = drawKeyAt(at);
    const serverSeed = `dev-lottery-seed-${n}`;
    const { numbers, special } = replayLottery6Draw(serverSeed, drawKey);
    return {
      drawKey,
      drawAt: at.toISOString(),
      drawnAt: at.toISOString(),
      numbers: [...numbers],
      special,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
    };
  });
  const tickets: Lottery6Ticket[] = [];
  const byKey = new Map<string, Lottery6Ticket>();

  return [
    recordCalls('getLottery6Draws', () => ({ open, results })).handler,
    recordCalls('getLottery6Tickets', () => ({ tickets })).handler,
    recordCalls('buyLottery6Ticket', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const known = byKey.get(String(body.idempotencyKey));
      if (known) return { ticket: known, venueBalance: wallet.venue };
      const bets = body.bets as RequestOf<'buyLottery6Ticket'>['bets'];
      const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
      if (stake > wallet.venue)
        return { code: 1, msg: 'Not enough balance at the in-house venue (dev)' };
      wallet.venue -= stake;
      const ticket: Lottery6Ticket = {
        ticketId: `L6T${tickets.length + 1}`,
        drawKey: open.drawKey,
        drawAt: open.drawAt,
        bets,
        stake,
        status: 'waiting',
        returned: null,
        validTurnover: null,
        winLose: null,
        boughtAt: new Date().toISOString(),
        settledAt: null,
      };
      tickets.unshift(ticket);
      byKey.set(String(body.idempotencyKey), ticket);
      return { ticket, venueBalance: wallet.venue };
    }).handler,
  ];
}
