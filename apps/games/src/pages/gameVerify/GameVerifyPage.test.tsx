import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { SLOT_STRIPS, replayRound } from '@platform/fair-games';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  within,
} from '@platform/ui/testing';
import { SEEDS, baccaratRound, rouletteRound } from '../../features/table/fixtures';
import { slotRound } from '../../features/slot/fixtures';
import GameVerifyPage from './GameVerifyPage';

describe('verify page', () => {
  it("recomputes a member's round from its revealed seeds: the hash and the outcome match", async () => {
    const asked = recordCalls('getInhouseRound', {
      round: baccaratRound([{ bet: 'player', stake: 500, returned: 500 }]),
    });
    server.use(asked.handler);
    renderPage(<GameVerifyPage />, { url: routePath('gameVerify', { roundId: '101' }) });
    fireEvent.click(await screen.findByTestId('verify-run'));
    expect(asked.calls).toEqual([{ roundId: '101' }]);
    expect(screen.getByTestId('verify-hash').textContent).toContain(SEEDS.serverSeedHash);
    expect(screen.getByTestId('verify-hash-check').dataset.ok).toBe('true');
    expect(screen.getByTestId('verify-outcome').textContent).toContain('J♦ 5♠ A♥ (6)');
    expect(screen.getByTestId('verify-outcome-check').dataset.ok).toBe('true');
  });

  it('flags a round whose seed does not hash to the commitment, or whose outcome differs', async () => {
    const round = rouletteRound([]);
    server.use(
      answer('getInhouseRound', {
        round: {
          ...round,
          serverSeedHash: 'f'.repeat(64),
          outcome: { pocket: 8, colour: 'black' },
        },
      }),
    );
    renderPage(<GameVerifyPage />, { url: routePath('gameVerify', { roundId: '102' }) });
    fireEvent.click(await screen.findByTestId('verify-run'));
    expect(screen.getByTestId('verify-hash-check').dataset.ok).toBe('false');
    expect(screen.getByTestId('verify-outcome').textContent).toBe('Pocket 7');
    expect(screen.getByTestId('verify-outcome-check').dataset.ok).toBe('false');
  });

  it('lets a guest type the seeds by hand', () => {
    renderPage(<GameVerifyPage />, {
      url: routePath('gameVerify'),
      session: { isLogin: false, token: '' },
    });
    fireEvent.click(screen.getByTestId('verify-game-roulette'));
    typeInto('verify-serverSeed', SEEDS.serverSeed);
    typeInto('verify-serverSeedHash', SEEDS.serverSeedHash);
    typeInto('verify-clientSeed', SEEDS.clientSeed);
    typeInto('verify-nonce', '7');
    fireEvent.click(screen.getByTestId('verify-run'));
    expect(screen.getByTestId('verify-hash-check').dataset.ok).toBe('true');
    expect(screen.getByTestId('verify-outcome').textContent).toBe('Pocket 7');
    expect(screen.queryByTestId('verify-outcome-check')).toBeNull();
  });
});

describe("the verify page's slot round", () => {
  it('maps the recorded stops to the symbols on the strips, the window the server showed', async () => {
    const round = slotRound();
    server.use(answer('getInhouseRound', { round }));
    renderPage(<GameVerifyPage />, { url: routePath('gameVerify', { roundId: round.roundId }) });
    fireEvent.click(await screen.findByTestId('verify-run'));
    expect(screen.getByTestId('verify-outcome-check').dataset.ok).toBe('true');
    round.outcome.stops.forEach((stop, reel) => {
      const row = screen.getByTestId(`slot-stops-reel-${reel + 1}`);
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]!.textContent).toBe(String(stop));
      const symbols = cells.slice(1).map((c) => c.getAttribute('data-symbol'));
      expect(symbols, `reel ${reel + 1}`).toEqual(round.outcome.window[reel]);
      // Each shown position is the stop and the next two on the strip, wrapping.
      expect(cells[3]!.textContent).toContain(String((stop + 2) % SLOT_STRIPS[reel]!.length));
    });
    // The same stops the engine replays from the round's seeds.
    expect(
      replayRound('slot', { ...SEEDS, nonce: round.nonce, bets: { lineStake: 1 } }).outcome.stops,
    ).toEqual(round.outcome.stops);
  });

  it("leads from the verify page to the chosen game's rules", async () => {
    renderPage(<GameVerifyPage />, {
      url: routePath('gameVerify'),
      session: { isLogin: false, token: '' },
    });
    fireEvent.click(screen.getByTestId('verify-game-slot'));
    expect(screen.getByRole('button', { name: 'Rules of Fruit Slot' })).toBeTruthy();
  });
});
