// Test fixtures of the catalogue: venues and games shaped like the API's answers.
import type { Game, Venue } from '@platform/api-client';
import type { GameType } from '@platform/api-client/tables';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, server } from '@platform/ui/testing';

export function venue(platCode: string, gameType: GameType, overrides: Partial<Venue> = {}): Venue {
  return {
    platCode,
    platName: `${platCode} venue`,
    gameType,
    logoUrl: null,
    maintenance: false,
    sort: 1,
    ...overrides,
  };
}

export function game(n: number, overrides: Partial<Game> = {}): Game {
  return {
    gameCode: `G${n}`,
    gameName: `Game ${n}`,
    platCode: 'STSLOT',
    platName: 'STSLOT venue',
    gameType: 'electronic',
    iconUrl: null,
    isHot: false,
    isNew: false,
    isFavourite: false,
    ...overrides,
  };
}

/** The electronic category has an open venue and one under maintenance; lottery has one. */
export const VENUES = [
  venue('STSLOT', 'electronic', { sort: 1 }),
  venue('STSLOT2', 'electronic', { sort: 2, maintenance: true }),
  venue('STLOTTO', 'lottery'),
];

/** Answers the venues and the categories (in the catalogue's order). */
export function serveVenues() {
  server.use(
    answer('getAllPlatTypes', {
      gamePlatTypeList: [
        { gameType: 'electronic', platList: VENUES.filter((v) => v.gameType === 'electronic') },
        { gameType: 'lottery', platList: VENUES.filter((v) => v.gameType === 'lottery') },
      ],
    }),
    answer('getApiGameCategoryList', { gameCategoryList: [] }),
    // A member's rebate line asks this; no rate shows nothing.
    answer('queryWaterStrategyByGameType', {
      gameType: 'electronic',
      currentVipLevel: 1,
      strategyList: [],
    }),
  );
}

/** `total` games answered page by page (to guests or members), keeping what each call asked. */
export function serveGames(
  name: 'getGameList' | 'getGameListByGameType',
  total = 12,
  make: (n: number, body: Record<string, unknown>) => Game = (n) => game(n),
) {
  const list = recordCalls(name, (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const first = (pageNum - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - first));
    return {
      list: Array.from({ length: count }, (_, i) => make(first + i + 1, body)),
      total,
      pageNum,
      pageSize,
    };
  });
  server.use(list.handler);
  return list;
}
