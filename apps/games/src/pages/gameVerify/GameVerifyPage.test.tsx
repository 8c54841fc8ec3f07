import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, recordCalls, renderPage, screen, server, typeInto } from '@platform/ui/testing';
import { SEEDS, baccaratRound, rouletteRound } from '../../features/table/fixtures';
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
