import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SportsEvent, SportsSlipView } from '@platform/api-client';
import {
  fireEvent,
  recordCalls,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import { launchPlayPage, venueBalance } from '../../testing/playPage';

/** The play page on the sportsbook, with events and a venue wallet a slip changes. */
const event = (eventId: string, over: Partial<SportsEvent> = {}): SportsEvent => ({
  eventId,
  sport: 'football',
  league: 'Star Premier League',
  home: `Home ${eventId}`,
  away: `Away ${eventId}`,
  startsAt: '2026-11-24T13:00:00.000Z',
  state: 'live',
  minute: 23,
  homeScore: 1,
  awayScore: 0,
  danger: false,
  open: true,
  odds: { home: 1_850, draw: 3_400, away: 4_200 },
  oddsVersion: 4,
  ...over,
});

const PENDING: SportsSlipView = {
  slipId: '7',
  kind: 'parlay',
  state: 'pending',
  stake: 500,
  potentialReturn: 2_990,
  returned: null,
  placedAt: '2026-11-24T13:05:00.000Z',
  settledAt: null,
  selections: [
    {
      eventId: '1',
      sport: 'football',
      home: 'Home 1',
      away: 'Away 1',
      pick: 'home',
      odds: 1_850,
      state: 'awaiting',
    },
    {
      eventId: '2',
      sport: 'football',
      home: 'Home 2',
      away: 'Away 2',
      pick: 'draw',
      odds: 1_800,
      state: 'open',
    },
    {
      eventId: '3',
      sport: 'football',
      home: 'Home 3',
      away: 'Away 3',
      pick: 'away',
      odds: 1_800,
      state: 'open',
    },
  ],
};

function launch(game: 'sportsbook' | 'esportsbook', events: SportsEvent[]) {
  const book = { events, slips: [] as SportsSlipView[] };
  const asked = recordCalls('getSportsEvents', () => ({ events: book.events }));
  const { wallet } = launchPlayPage({
    game,
    gameName: 'Star Sportsbook',
    handlers: [asked.handler, recordCalls('getSportsSlips', () => ({ slips: book.slips })).handler],
  });
  return { wallet, book, asked: asked.calls };
}

describe('the sportsbook on the play page', () => {
  it('lists live events first with score, minute and a dangerous badge, for its sport', async () => {
    const { asked } = launch('sportsbook', [
      event('1', { danger: true }),
      event('2', { state: 'suspended', open: false }),
      event('3', { state: 'scheduled', minute: 0, homeScore: 0 }),
    ]);
    await screen.findByTestId('sportsbook-screen', {}, { timeout: 5_000 });
    const rows = await screen.findAllByTestId('sb-event');
    expect(asked[0]).toEqual({ sport: 'football' });
    expect(within(rows[0]!).getByTestId('sb-status').textContent).toBe("Live 23'");
    expect(within(rows[0]!).getByTestId('sb-score').textContent).toBe('1 - 0');
    expect(within(rows[0]!).getByTestId('sb-danger').textContent).toBe('Dangerous');
    expect(within(rows[1]!).queryByTestId('sb-danger')).toBeNull();
    // A suspended event cannot be picked; a scheduled one shows its kick-off in business time.
    expect((within(rows[1]!).getByTestId('sb-odd-2-home') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(rows[2]!).getByTestId('sb-status').textContent).toBe('Starts 21:00');
    expect(within(rows[0]!).getByTestId('sb-odd-1-home').textContent).toContain('1.850');
  });

  it('asks the e-sports events on the e-sports book, with no draw button', async () => {
    const { asked } = launch('esportsbook', [
      event('9', { sport: 'esports', odds: { home: 1_700, draw: null, away: 2_050 } }),
    ]);
    await screen.findByTestId('sb-odd-9-home', {}, { timeout: 5_000 });
    expect(asked[0]).toEqual({ sport: 'esports' });
    expect(screen.queryByTestId('sb-odd-9-draw')).toBeNull();
  });

  it('places a single at the odds shown, with its minimum and potential return, once, with a key', async () => {
    const { wallet, book } = launch('sportsbook', [event('1')]);
    const placed = recordCalls('placeSportsSlip', () => {
      wallet.balance = 8_000;
      book.slips = [
        {
          ...PENDING,
          slipId: '8',
          kind: 'single',
          state: 'accepted',
          stake: 2_000,
          selections: [PENDING.selections[0]!],
        },
      ];
      return { slip: book.slips[0]!, venueBalance: wallet.balance };
    });
    server.use(placed.handler);
    fireEvent.click(await screen.findByTestId('sb-odd-1-home', {}, { timeout: 5_000 }));
    fireEvent.click(screen.getByTestId('sb-open-slip'));
    const sheet = await screen.findByTestId('sb-sheet');
    expect(within(sheet).getByTestId('sb-minimum').textContent).toBe('Minimum CN¥10.00');
    typeInto('sb-stake', '5', sheet);
    expect(within(sheet).getByTestId('sb-problem').textContent).toBe(
      'The minimum stake of a single is CN¥10.00',
    );
    expect((within(sheet).getByTestId('sb-place') as HTMLButtonElement).disabled).toBe(true);
    typeInto('sb-stake', '20', sheet);
    expect(within(sheet).getByTestId('sb-potential').textContent).toContain('37.00');
    fireEvent.click(within(sheet).getByTestId('sb-place'));
    fireEvent.click(within(sheet).getByTestId('sb-place'));
    await waitFor(() => expect(placed.calls).toHaveLength(1));
    expect(placed.calls[0]).toEqual({
      selections: [{ eventId: '1', pick: 'home', odds: 1_850 }],
      stake: 2_000,
      idempotencyKey: expect.any(String),
    });
    await screen.findByTestId('sb-placed');
    await waitFor(() => expect(venueBalance()).toBe('8000'));
  });

  it('asks a parlay for 3-10 selections and 5 yuan', async () => {
    launch('sportsbook', [event('1'), event('2'), event('3')]);
    fireEvent.click(await screen.findByTestId('sb-odd-1-home', {}, { timeout: 5_000 }));
    fireEvent.click(screen.getByTestId('sb-odd-2-draw'));
    fireEvent.click(screen.getByTestId('sb-open-slip'));
    const sheet = await screen.findByTestId('sb-sheet');
    expect(within(sheet).getByTestId('sb-problem').textContent).toBe(
      'A single has 1 selection, a parlay 3 to 10',
    );
    fireEvent.click(screen.getByTestId('sb-odd-3-away'));
    await waitFor(() =>
      expect(within(sheet).getByTestId('sb-minimum').textContent).toBe('Minimum CN¥5.00'),
    );
    typeInto('sb-stake', '5', sheet);
    // 500 × 1.850 × 3.400 × 4.200 = 13,209 fen
    expect(within(sheet).getByTestId('sb-potential').textContent).toContain('132.09');
    expect((within(sheet).getByTestId('sb-place') as HTMLButtonElement).disabled).toBe(false);
  });

  it('after an odds-changed refusal shows the new price with its move', async () => {
    const { book } = launch('sportsbook', [event('1')]);
    const placed = recordCalls('placeSportsSlip', () => {
      book.events = [
        event('1', { odds: { home: 2_100, draw: 3_100, away: 3_900 }, oddsVersion: 5 }),
      ];
      return { code: 1000, msg: 'The odds changed: the new odds are 2.100' };
    });
    server.use(placed.handler);
    fireEvent.click(await screen.findByTestId('sb-odd-1-home', {}, { timeout: 5_000 }));
    fireEvent.click(screen.getByTestId('sb-open-slip'));
    const sheet = await screen.findByTestId('sb-sheet');
    typeInto('sb-stake', '10', sheet);
    fireEvent.click(within(sheet).getByTestId('sb-place'));
    await waitFor(() =>
      expect(screen.getByTestId('sb-odd-1-home').getAttribute('data-move')).toBe('up'),
    );
    expect(screen.getByTestId('sb-odd-1-home').textContent).toContain('2.100');
    expect(screen.getByTestId('sb-odd-1-away').getAttribute('data-move')).toBe('down');
  });

  it('leaves the outcome unknown when a slip gets no answer and resends the same slip and key', async () => {
    launch('sportsbook', [event('1')]);
    let attempts = 0;
    const placed = recordCalls('placeSportsSlip', () => {
      attempts += 1;
      if (attempts === 1) return HttpResponse.error();
      return {
        slip: { ...PENDING, kind: 'single', selections: [PENDING.selections[0]!] },
        venueBalance: 9_000,
      };
    });
    server.use(placed.handler);
    fireEvent.click(await screen.findByTestId('sb-odd-1-home', {}, { timeout: 5_000 }));
    fireEvent.click(screen.getByTestId('sb-open-slip'));
    const sheet = await screen.findByTestId('sb-sheet');
    typeInto('sb-stake', '10', sheet);
    fireEvent.click(within(sheet).getByTestId('sb-place'));
    await screen.findByTestId('unknown-outcome');
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(placed.calls).toHaveLength(2));
    expect(placed.calls[1]).toEqual(placed.calls[0]);
  });

  it('shows my slips with their states in words, a dangerous ball awaiting confirmation', async () => {
    const { book } = launch('sportsbook', [event('1')]);
    book.slips = [
      PENDING,
      {
        ...PENDING,
        slipId: '6',
        state: 'cancelled',
        returned: 500,
        settledAt: '2026-11-24T13:07:00.000Z',
      },
    ];
    fireEvent.click(await screen.findByTestId('sb-tab-slips', {}, { timeout: 5_000 }));
    const slips = await screen.findAllByTestId('sb-slip');
    expect(within(slips[0]!).getByTestId('sb-slip-state').textContent).toBe(
      'Dangerous ball - awaiting confirmation',
    );
    expect(slips[0]!.textContent).toContain('Awaiting confirmation');
    expect(within(slips[1]!).getByTestId('sb-slip-state').textContent).toBe(
      'Cancelled, stake refunded',
    );
    expect(slips[1]!.textContent).toMatch(/Returned\s*CN¥5\.00/);
  });

  it('shows the refunded stake in the venue balance once a waiting slip is cancelled on the server', async () => {
    const { book, wallet } = launch('sportsbook', [event('1')]);
    wallet.balance = 9_500;
    book.slips = [PENDING];
    fireEvent.click(await screen.findByTestId('sb-tab-slips', {}, { timeout: 5_000 }));
    await screen.findByText('Dangerous ball - awaiting confirmation');
    await waitFor(() => expect(venueBalance()).toBe('9500'));

    // A goal: the venue refunds the stake; the next poll of the slips shows it cancelled.
    wallet.balance = 10_000;
    book.slips = [{ ...PENDING, state: 'cancelled', returned: 500, settledAt: PENDING.placedAt }];
    await screen.findByText('Cancelled, stake refunded', {}, { timeout: 8_000 });
    await waitFor(() => expect(venueBalance()).toBe('10000'));
  }, 15_000);

  it('reads out a slip placed with its state, then the poll that refuses it with the stake back', async () => {
    const { book } = launch('sportsbook', [event('1')]);
    const single = { ...PENDING, kind: 'single' as const, selections: [PENDING.selections[0]!] };
    server.use(
      recordCalls('placeSportsSlip', () => {
        book.slips = [single];
        return { slip: single, venueBalance: 9_500 };
      }).handler,
    );
    fireEvent.click(await screen.findByTestId('sb-odd-1-home', {}, { timeout: 5_000 }));
    fireEvent.click(screen.getByTestId('sb-open-slip'));
    const sheet = await screen.findByTestId('sb-sheet');
    typeInto('sb-stake', '10', sheet);
    fireEvent.click(within(sheet).getByTestId('sb-place'));
    const spoken = () => screen.getByTestId('live-region-polite').textContent;
    await waitFor(() =>
      expect(spoken()).toBe(
        'Slip placed. Single: Home 1 – Away 1, Home at 1.850; stake CN¥5.00. Dangerous ball - awaiting confirmation',
      ),
    );

    // A goal: the next poll of the slips shows it cancelled, the stake back.
    book.slips = [{ ...single, state: 'cancelled', returned: 500, settledAt: PENDING.placedAt }];
    await waitFor(
      () =>
        expect(spoken()).toBe(
          'Slip refused, stake refunded. Single: Home 1 – Away 1, Home at 1.850; stake CN¥5.00',
        ),
      { timeout: 8_000 },
    );
  }, 15_000);
});
