import { HttpResponse } from 'msw';
import { hashServerSeed, replayLottery6Draw } from '@platform/fair-games';
import { describe, expect, it } from 'vitest';
import type { Lottery6Ticket } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, recordCalls, screen, server, waitFor, within } from '@platform/ui/testing';
import { launchPlayPage, venueBalance } from '../../testing/playPage';

/** The play page on the six-number lottery, with a venue wallet the purchase changes. */
const SEED = 'c'.repeat(64);
const LAST_KEY = '2026-11-21T21:30+08:00';
const drawn = replayLottery6Draw(SEED, LAST_KEY);
const OPEN = {
  drawKey: '2026-11-24T21:30+08:00',
  drawAt: '2026-11-24T13:30:00.000Z',
  salesCloseAt: '2026-11-24T13:30:00.000Z',
  serverSeedHash: 'a1b2'.repeat(16),
};
const RESULT = {
  drawKey: LAST_KEY,
  drawAt: '2026-11-21T13:30:00.000Z',
  drawnAt: '2026-11-21T13:30:01.000Z',
  numbers: [...drawn.numbers],
  special: drawn.special,
  serverSeed: SEED,
  serverSeedHash: hashServerSeed(SEED),
};
const TICKET: Lottery6Ticket = {
  ticketId: 'L6T1',
  drawKey: OPEN.drawKey,
  drawAt: OPEN.drawAt,
  stake: 2_000,
  status: 'waiting',
  returned: null,
  validTurnover: null,
  winLose: null,
  boughtAt: '2026-11-24T04:00:00.000Z',
  settledAt: null,
  bets: [
    { type: 'special', number: 7, stake: 1_000 },
    { type: 'regular', number: 12, stake: 500 },
    { type: 'big', stake: 500 },
  ],
};
const SETTLED: Lottery6Ticket = {
  ...TICKET,
  ticketId: 'L6T0',
  drawKey: LAST_KEY,
  drawAt: RESULT.drawAt,
  stake: 500,
  status: 'won',
  returned: 975,
  validTurnover: 500,
  winLose: 475,
  settledAt: RESULT.drawnAt,
  bets: [{ type: 'odd', stake: 500, result: 'win', returned: 975 }],
};

function launch(open = OPEN) {
  const tickets: Lottery6Ticket[] = [SETTLED];
  const { wallet } = launchPlayPage({
    game: 'lottery6',
    gameName: 'Star Six-Number Lottery',
    handlers: [
      answer('getLottery6Draws', { open, results: [RESULT] }),
      recordCalls('getLottery6Tickets', () => ({ tickets })).handler,
    ],
  });
  return { wallet, tickets };
}

describe('the six-number lottery on the play page', () => {
  it('shows the next draw in business time with GMT+8, a live countdown and the seed hash', async () => {
    const drawAt = new Date(Date.now() + ((26 * 60 + 3) * 60 + 30) * 1000).toISOString();
    launch({ ...OPEN, drawAt, salesCloseAt: drawAt });
    await screen.findByTestId('lottery6-screen', {}, { timeout: 5_000 });
    const next = screen.getByTestId('l6-next-draw');
    expect(next.textContent).toMatch(/Next draw: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\)/);
    expect(screen.getByTestId('l6-countdown').textContent).toMatch(/^1d 02:0[23]:\d\d$/);
    expect(screen.getByTestId('l6-seed-hash').textContent).toBe(OPEN.serverSeedHash);
    // The board holds the 49 numbers.
    expect(within(screen.getByTestId('l6-board')).getAllByRole('button')).toHaveLength(49);
  });

  it('buys a ticket of special, regular and side bets for the draw shown, once, with a key', async () => {
    const { wallet, tickets } = launch();
    const bought = recordCalls('buyLottery6Ticket', () => {
      wallet.balance = 8_000;
      tickets.unshift(TICKET);
      return { ticket: TICKET, venueBalance: wallet.balance };
    });
    server.use(bought.handler);
    await screen.findByTestId('lottery6-screen', {}, { timeout: 5_000 });
    expect(screen.getByTestId('l6-next-draw').textContent).toContain('2026-11-24 21:30 (GMT+8)');

    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('l6-num-7'));
    expect(screen.getByTestId('l6-hint').textContent).toContain('47:1');
    fireEvent.click(screen.getByTestId('l6-tab-regular'));
    await waitFor(() => expect(screen.getByTestId('l6-hint').textContent).toContain('7:1'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('l6-num-12'));
    fireEvent.click(screen.getByTestId('l6-tab-sides'));
    fireEvent.click(await screen.findByTestId('l6-side-big'));
    expect(screen.getByTestId('l6-side-big').textContent).toContain('0.95:1');
    fireEvent.click(screen.getByTestId('l6-buy'));
    fireEvent.click(screen.getByTestId('l6-buy'));

    await waitFor(() => expect(bought.calls).toHaveLength(1));
    expect(bought.calls[0]).toEqual({
      drawKey: OPEN.drawKey,
      bets: [
        { type: 'special', number: 7, stake: 1_000 },
        { type: 'regular', number: 12, stake: 500 },
        { type: 'big', stake: 500 },
      ],
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(venueBalance()).toBe('8000'));
    await waitFor(() => expect(screen.getAllByTestId('l6-ticket')).toHaveLength(2));
    const [waiting, won] = screen.getAllByTestId('l6-ticket');
    expect(within(waiting!).getByTestId('l6-ticket-status').textContent).toBe(
      'Waiting for the draw',
    );
    expect(waiting!.textContent).toContain('Special 7');
    expect(within(won!).getByTestId('l6-ticket-status').textContent).toBe('Won');
    expect(won!.textContent).toMatch(/Returned\s*CN¥9\.75/);
  });

  it('leaves the outcome unknown when a purchase gets no answer and resends the same ticket and key', async () => {
    const { wallet } = launch();
    let attempts = 0;
    const bought = recordCalls('buyLottery6Ticket', () => {
      attempts += 1;
      if (attempts === 1) return HttpResponse.error();
      wallet.balance = 9_500;
      return { ticket: TICKET, venueBalance: wallet.balance };
    });
    server.use(bought.handler);
    await screen.findByTestId('lottery6-screen', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByTestId('l6-num-30'));
    fireEvent.click(screen.getByTestId('l6-buy'));
    await screen.findByTestId('unknown-outcome');
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(bought.calls).toHaveLength(2));
    expect(bought.calls[1]).toEqual(bought.calls[0]);
    expect(bought.calls[0]!.bets).toEqual([{ type: 'special', number: 30, stake: 500 }]);
    await waitFor(() => expect(venueBalance()).toBe('9500'));
  });

  it('verifies a drawn result in the browser: the seed hashes to the commitment and gives the numbers', async () => {
    launch();
    await screen.findByTestId('lottery6-screen', {}, { timeout: 5_000 });
    const result = screen.getByTestId('l6-result');
    const balls = within(result).getByTestId('l6-balls').textContent;
    expect(balls).toBe(`${drawn.numbers.join('')}+${drawn.special}`);
    fireEvent.click(within(result).getByTestId('l6-verify'));
    expect(screen.getByTestId('l6-check').textContent).toContain(SEED);
    expect(screen.getByTestId('l6-check-hash').textContent).toBe(
      'Matches the hash shown before the draw',
    );
    expect(screen.getByTestId('l6-check-numbers').textContent).toBe(
      `${drawn.numbers.join(' ')} + ${drawn.special}: the numbers drawn`,
    );
  });

  it('reads out the ticket bought, then the draw that appears and the ticket it settles', async () => {
    // The draw comes round a few seconds in: the screen asks again after it (docs/accessibility.md#live-region).
    const drawAt = new Date(Date.now() + 2_000).toISOString();
    const open = { ...OPEN, drawAt, salesCloseAt: drawAt };
    const ticket = { ...TICKET, drawAt };
    const { tickets } = launch(open);
    const draws = { open, results: [RESULT] };
    const said: string[] = [];
    const listening = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="live-region-polite"]')?.textContent;
      if (text && said.at(-1) !== text) said.push(text);
    });
    listening.observe(document.body, { childList: true, subtree: true, characterData: true });
    server.use(
      recordCalls('getLottery6Draws', () => draws).handler,
      recordCalls('buyLottery6Ticket', () => {
        tickets.unshift(ticket);
        return { ticket, venueBalance: 8_000 };
      }).handler,
    );
    await screen.findByTestId('lottery6-screen', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByTestId('l6-num-7'));
    fireEvent.click(screen.getByTestId('l6-buy'));
    const time = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\)`;
    await waitFor(() =>
      expect(said.at(-1)).toMatch(
        new RegExp(
          `^Ticket bought for the draw of ${time}: Special 7 CN¥10\\.00, Number 12 CN¥5\\.00, Big CN¥5\\.00; stake CN¥20\\.00$`,
        ),
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('l6-ticket')).toHaveLength(2));

    // The draw runs: the next answers show its numbers and the ticket settled.
    draws.results = [{ ...RESULT, drawKey: open.drawKey, drawAt }, RESULT];
    tickets[0] = { ...ticket, status: 'won', returned: 4_800, settledAt: drawAt };
    await waitFor(
      () => {
        const heard = said.join(' | ');
        expect(heard).toMatch(
          new RegExp(
            `Draw of ${time}: ${drawn.numbers.join(', ')}, special number ${drawn.special}`,
          ),
        );
        expect(heard).toMatch(
          new RegExp(`Your ticket for the draw of ${time}: Won; CN¥48\\.00 returned`),
        );
      },
      { timeout: 8_000 },
    );
    // What the first answers showed was the page itself, not news.
    expect(said.join(' | ')).not.toContain('9.75');
    listening.disconnect();
  }, 15_000);
});
