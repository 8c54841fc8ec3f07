// Test support for the play page: an in-house game launched on its own screen, against a venue
// wallet the tests move as the server would (each round, purchase or top-up changes it).
import type { HttpHandler } from 'msw';
import { routePath } from '@platform/routes';
import { INHOUSE_PLAT_CODE } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, renderPage, screen, server } from '@platform/ui/testing';
import { SEEDS } from '../features/table/fixtures';
import PlayPage from '../pages/gamePlay/GamePlayPage';

export interface PlayPageLaunch {
  /** The in-house game the launch answer opens (baccarat, keno, lottery6, sportsbook…). */
  game: string;
  /** The venue wallet's balance in fen before the first round. */
  venue?: number;
  /** The name the launch answer carries; `Star <game>` unless given. */
  gameName?: string;
  /** The game's own answers; they come first, so they also replace the defaults here. */
  handlers?: HttpHandler[];
}

/**
 * Opens the play page on an in-house game at the in-house venue (INHOUSE_PLAT_CODE): no venue
 * listing, the launch answer, the seed state of the first round and a venue wallet the test changes
 * through `wallet.balance`.
 */
export function launchPlayPage({
  game,
  venue = 10_000,
  gameName = `Star ${game}`,
  handlers = [],
}: PlayPageLaunch) {
  const wallet = { balance: venue };
  const launched = recordCalls('getGameUrl', {
    kind: 'inhouse',
    game,
    gameName,
    gameUrl: routePath('gamePlay', { platCode: INHOUSE_PLAT_CODE, gameCode: game }),
    openMode: null,
    transferredAmount: 0,
  });
  server.use(
    ...handlers,
    answer('getAllPlatTypes', { gamePlatTypeList: [] }),
    recordCalls('getUserPlatBalance', () => ({
      platCode: INHOUSE_PLAT_CODE,
      balance: wallet.balance,
      maintenance: false,
      locked: false,
    })).handler,
    launched.handler,
    answer('getInhouseSeed', {
      serverSeedHash: SEEDS.serverSeedHash,
      clientSeed: SEEDS.clientSeed,
      nonce: 8,
    }),
  );
  const view = renderPage(<PlayPage />, {
    url: routePath('gamePlay', { platCode: INHOUSE_PLAT_CODE, gameCode: game }),
    session: {
      userBalanceMap: { centralWallet: 50_000, lockWallet: 0, welfareWallet: 0, total: 60_000 },
    },
  });
  return { ...view, wallet, launched: launched.calls };
}

/** The venue balance the play page shows, in fen as its `data-fen` says. */
export const venueBalance = () =>
  screen.getByTestId('venue-balance-bar').querySelector('[data-fen]')?.getAttribute('data-fen');
