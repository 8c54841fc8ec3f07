// Standalone dev only: the catalogue (venues, 5,000 slots, a few games elsewhere), the top 5
// searches and favourites kept in memory. Scenarios: `maintenance` (the slots venue under
// maintenance), `empty` (venues without games).
import type { HttpHandler } from 'msw';
import type { Game, Venue } from '@platform/api-client';
import { GAME_TYPES, type GameType } from '@platform/api-client/tables';
import { answer } from '@platform/api-client/mocks';
import { recordCalls } from '@platform/ui/testing';

const VENUE_CODES: Record<GameType, string> = {
  sports: 'STSPORT',
  liveVideo: 'STLIVE',
  chessAndCards: 'STCHESS',
  esports: 'STESPORT',
  lottery: 'STLOTTO',
  electronic: 'STSLOT',
};
const GAMES_PER_VENUE: Record<GameType, number> = {
  sports: 1,
  liveVideo: 12,
  chessAndCards: 40,
  esports: 1,
  lottery: 8,
  electronic: 5000,
};
const WORDS = ['Lucky', 'Dragon', 'Fortune', 'Golden', 'Tiger', 'Star', 'Jade', 'Phoenix'];

/** A generated cover: a coloured square with the game's number (no external asset). */
function cover(n: number): string {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue},60%,45%)"/><text x="48" y="58" font-size="28" text-anchor="middle" fill="#fff">${n}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function venues(scenario: string | null): Venue[] {
  return GAME_TYPES.map((gameType, i) => ({
    platCode: VENUE_CODES[gameType],
    platName: VENUE_CODES[gameType],
    gameType,
    logoUrl: null,
    maintenance: scenario === 'maintenance' && gameType === 'electronic',
    sort: i + 1,
  }));
}

function gamesOf(gameType: GameType, favourites: Set<string>): Game[] {
  const platCode = VENUE_CODES[gameType];
  return Array.from({ length: GAMES_PER_VENUE[gameType] }, (_, i) => {
    const gameCode = `${platCode}-${i + 1}`;
    return {
      gameCode,
      gameName: `${WORDS[i % WORDS.length]} ${i + 1}`,
      platCode,
      platName: platCode,
      gameType,
      iconUrl: cover(i + 1),
      isHot: i < 5,
      isNew: i % 17 === 0,
      isFavourite: favourites.has(`${platCode}/${gameCode}`),
    };
  });
}

export function catalogueHandlers(scenario: string | null): HttpHandler[] {
  const favourites = new Set<string>();
  const page = (body: Record<string, unknown>, favouritesOnly: boolean) => {
    const gameType = GAME_TYPES.find((t) => t === body.gameType) ?? 'electronic';
    const keyword = String(body.keyword ?? '').toLowerCase();
    const all = scenario === 'empty' ? [] : gamesOf(gameType, favourites);
    const list = all.filter(
      (g) =>
        (!keyword || g.gameName.toLowerCase().includes(keyword)) &&
        (!favouritesOnly || g.isFavourite),
    );
    const pageNum = Number(body.pageNum ?? 1);
    const pageSize = Number(body.pageSize ?? 20);
    return {
      list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: list.length,
      pageNum,
      pageSize,
    };
  };
  const toggle = (on: boolean) => (body: Record<string, unknown>) => {
    const key = `${String(body.platCode)}/${String(body.gameCode)}`;
    if (on) favourites.add(key);
    else favourites.delete(key);
    return {};
  };
  const all = venues(scenario);
  return [
    answer('getApiGameCategoryList', {
      gameCategoryList: GAME_TYPES.map((gameType, i) => ({
        gameType,
        name: gameType,
        iconUrl: null,
        sort: i + 1,
      })),
    }),
    answer('getAllPlatTypes', {
      gamePlatTypeList: GAME_TYPES.map((gameType) => ({
        gameType,
        platList: all.filter((v) => v.gameType === gameType),
      })),
    }),
    answer('getBetAllPlatTypes', { platList: all }),
    recordCalls('getGameList', (body) => page(body, false)).handler,
    recordCalls('getGameListByGameType', (body) => page(body, body.favouritesOnly === 'true'))
      .handler,
    recordCalls('getTop5PopularSearchGame', () => ({
      gameList: gamesOf('electronic', favourites).slice(0, 5),
    })).handler,
    recordCalls('queryWaterStrategyByGameType', (body) => ({
      gameType: GAME_TYPES.find((t) => t === body.gameType) ?? 'electronic',
      currentVipLevel: 2,
      strategyList: [1, 2, 3].map((vipLevel) => ({
        vipLevel,
        platCode: null,
        rateBp: 40 * vipLevel,
      })),
    })).handler,
    recordCalls('gameCollectSave', toggle(true)).handler,
    recordCalls('gameCollectDelete', toggle(false)).handler,
  ];
}
