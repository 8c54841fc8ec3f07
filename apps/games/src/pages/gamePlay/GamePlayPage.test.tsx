import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import { NEXT_SEED, SEEDS, baccaratRound, rouletteRound } from '../../features/table/fixtures';
import { launchPlayPage, venueBalance } from '../../testing/playPage';
import GamePlayPage from './GamePlayPage';

const venues = answer('getAllPlatTypes', {
  gamePlatTypeList: [
    {
      gameType: 'liveVideo',
      platList: [
        {
          platCode: 'STHOUSE',
          platName: 'Star House',
          gameType: 'liveVideo',
          logoUrl: null,
          maintenance: false,
          sort: 7,
        },
      ],
    },
  ],
});

/** The play page on a table game, the venue listed under live video. */
const launch = (game: 'baccarat' | 'roulette') => launchPlayPage({ game, handlers: [venues] });

describe('play page', () => {
  it('launches an in-house game on its own screen with the venue balance, titled with its name', async () => {
    const { launched } = launch('baccarat');
    await screen.findByTestId('baccarat-screen');
    expect(await screen.findByText('Star baccarat')).toBeTruthy();
    expect(launched).toEqual([{ platCode: 'STHOUSE', gameCode: 'baccarat', device: 'h5' }]);
    await waitFor(() => expect(venueBalance()).toBe('10000'));
    expect(screen.getByTestId('fair-hash').textContent).toBe(SEEDS.serverSeedHash);
  });

  it('sends a third-party game to playH5 with its launch URL', async () => {
    server.use(
      venues,
      answer('getGameUrl', {
        kind: 'thirdParty',
        game: 'slot-7',
        gameName: 'Slot 7',
        gameUrl: 'https://venue.example/launch?token=abc',
        openMode: 'h5',
        transferredAmount: 2_000,
      }),
    );
    const { currentUrl } = renderPage(<GamePlayPage />, {
      url: routePath('gamePlay', { platCode: 'STSLOT', gameCode: 'slot-7' }),
    });
    await waitFor(() =>
      expect(currentUrl()).toBe(
        routePath('gamePlayH5', {
          url: 'https://venue.example/launch?token=abc',
          platCode: 'STSLOT',
        }),
      ),
    );
  });

  it('opened without a game, says no game was chosen, stays titled Play and leads back to the games', async () => {
    const launched = recordCalls('getGameUrl', {
      kind: 'thirdParty',
      game: null,
      gameName: null,
      gameUrl: 'https://venue.example/launch',
      openMode: 'h5',
      transferredAmount: 0,
    });
    server.use(venues, launched.handler);
    const { currentUrl } = renderPage(<GamePlayPage />, { url: routePath('gamePlay') });
    expect((await screen.findByTestId('play-noGame')).textContent).toContain('No game was chosen');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Play');
    expect(document.title).toMatch(/^Play\b/);
    expect(launched.calls).toEqual([]);
    fireEvent.click(screen.getByTestId('play-to-lobby'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('gameList')));
  });

  it('opened with a game the server does not know, says it could not be found and leads back to the games', async () => {
    server.use(venues, refuse('getGameUrl', 404, 'Game not found'));
    const { currentUrl } = renderPage(<GamePlayPage />, {
      url: routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'no-such-game' }),
    });
    expect((await screen.findByTestId('play-unknownGame')).textContent).toContain(
      'This game could not be found',
    );
    expect(screen.queryByTestId('play-retry')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Play');
    expect(document.title).toMatch(/^Play\b/);
    fireEvent.click(screen.getByTestId('play-to-lobby'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('gameList')));
  });

  it('deals baccarat: the bets with a key, the cards, the winner, each return and the new balance', async () => {
    const { wallet } = launch('baccarat');
    const played = recordCalls('playBaccarat', () => {
      wallet.balance = 10_000 - 1_500 + 1_000;
      return {
        round: baccaratRound([
          { bet: 'banker', stake: 1_000, returned: 1_000 },
          { bet: 'tie', stake: 500, returned: 0 },
        ]),
        venueBalance: wallet.balance,
        nextSeed: NEXT_SEED,
      };
    });
    server.use(played.handler);
    await screen.findByTestId('baccarat-screen');
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('bac-area-banker'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('bac-area-tie'));
    fireEvent.click(screen.getByTestId('bac-deal'));
    // A second tap while the round is on its way sends nothing.
    fireEvent.click(screen.getByTestId('bac-deal'));

    await screen.findByTestId('bac-result');
    expect(played.calls).toHaveLength(1);
    expect(played.calls[0]!.bets).toEqual({ banker: 1_000, tie: 500 });
    expect(played.calls[0]!.idempotencyKey).toEqual(expect.any(String));
    expect(screen.getAllByTestId('bac-card')).toHaveLength(5);
    expect(screen.getByTestId('bac-total-player').textContent).toBe('6');
    expect(screen.getByTestId('bac-winner').textContent).toBe('Tie');
    expect(screen.getByTestId('bac-return-banker').textContent).toBe('CN¥10.00');
    expect(screen.getByTestId('bac-return-tie').textContent).toBe('CN¥0.00');
    await waitFor(() => expect(venueBalance()).toBe('9500'));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('9');
    fireEvent.click(screen.getByTestId('fair-verify-link'));
  });

  it('rebets the last round with a new key', async () => {
    launch('baccarat');
    const played = recordCalls('playBaccarat', {
      round: baccaratRound([{ bet: 'player', stake: 500, returned: 500 }]),
      venueBalance: 10_000,
      nextSeed: NEXT_SEED,
    });
    server.use(played.handler);
    await screen.findByTestId('baccarat-screen');
    fireEvent.click(screen.getByTestId('bac-area-player'));
    fireEvent.click(screen.getByTestId('bac-deal'));
    await screen.findByTestId('bac-result');
    fireEvent.click(screen.getByTestId('bac-rebet'));
    fireEvent.click(screen.getByTestId('bac-deal'));
    await waitFor(() => expect(played.calls).toHaveLength(2));
    expect(played.calls[1]!.bets).toEqual({ player: 500 });
    expect(played.calls[1]!.idempotencyKey).not.toBe(played.calls[0]!.idempotencyKey);
  });

  it('places roulette bets (a number, a split, an outside bet, a corner), spins and shows the pocket and returns', async () => {
    const { wallet } = launch('roulette');
    const played = recordCalls('playRoulette', () => {
      wallet.balance = 10_000 - 2_500 + 3_600 + 1_000;
      return {
        round: rouletteRound([
          { type: 'straight', numbers: [7], stake: 100, returned: 3_600 },
          { type: 'split', numbers: [8, 11], stake: 1_000, returned: 0 },
          { type: 'red', stake: 500, returned: 1_000 },
        ]),
        venueBalance: wallet.balance,
        nextSeed: NEXT_SEED,
      };
    });
    server.use(played.handler);
    await screen.findByTestId('roulette-screen');
    fireEvent.click(screen.getByTestId('chip-100'));
    fireEvent.click(screen.getByTestId('rou-num-7'));
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('rou-mode-split'));
    fireEvent.click(screen.getByTestId('rou-num-8'));
    fireEvent.click(screen.getByTestId('rou-num-11'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('rou-out-red'));
    fireEvent.click(screen.getByTestId('rou-mode-corner'));
    fireEvent.click(screen.getByTestId('rou-num-14'));
    fireEvent.click(screen.getByTestId('rou-spin'));

    await screen.findByTestId('rou-result');
    expect(played.calls[0]!.bets).toEqual([
      { type: 'straight', numbers: [7], stake: 100 },
      { type: 'split', numbers: [8, 11], stake: 1_000 },
      { type: 'red', stake: 500 },
      { type: 'corner', numbers: [14, 15, 17, 18], stake: 500 },
    ]);
    expect(screen.getByTestId('rou-pocket').textContent).toBe('7');
    expect(screen.getAllByTestId('rou-bet-result')).toHaveLength(3);
    // The wheel turned forward to pocket 7 under the pointer.
    expect(Number(screen.getByTestId('rou-wheel').getAttribute('data-rotation'))).toBeGreaterThan(
      1_800,
    );
    await waitFor(() => expect(venueBalance()).toBe('12100'));
  });

  it('tops the venue up from the central wallet without leaving the game', async () => {
    launch('roulette');
    const moved = recordCalls('convertMoney', {
      orderNo: 'T1',
      status: 'posted',
      userBalanceMap: { centralWallet: 45_000, lockWallet: 0, welfareWallet: 0, total: 60_000 },
      venueBalance: 15_000,
    });
    server.use(moved.handler);
    await screen.findByTestId('roulette-screen');
    fireEvent.click(screen.getByTestId('topup-open'));
    const sheet = await screen.findByTestId('topup-sheet');
    typeInto('topup-amount', '50', sheet);
    fireEvent.click(within(sheet).getByTestId('topup-submit'));
    await within(sheet).findByTestId('topup-result');
    expect(moved.calls).toEqual([
      {
        platCode: 'STHOUSE',
        direction: 'toVenue',
        amount: '5000',
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('refuses a top-up over the central wallet and sends nothing', async () => {
    launch('baccarat');
    const moved = recordCalls('convertMoney', {
      orderNo: 'T1',
      status: 'posted',
      userBalanceMap: { centralWallet: 0, lockWallet: 0, welfareWallet: 0, total: 0 },
      venueBalance: 0,
    });
    server.use(moved.handler);
    await screen.findByTestId('baccarat-screen');
    fireEvent.click(screen.getByTestId('topup-open'));
    const sheet = await screen.findByTestId('topup-sheet');
    typeInto('topup-amount', '600', sheet);
    fireEvent.click(within(sheet).getByTestId('topup-submit'));
    await waitFor(() =>
      expect(sheet.querySelector('.adm-form-item-feedback-error')).not.toBeNull(),
    );
    expect(moved.calls).toHaveLength(0);
  });
});
