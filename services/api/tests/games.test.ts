import { describe, expect, it } from 'vitest';
import type { GameType } from '@platform/api-client/contract';
import { GAMES_PER_VENUE, IN_HOUSE_GAMES } from '../src/seeds/gameCatalogue';
import { useTestApp } from './support/testApp';

const t = useTestApp();

interface GameItem {
  gameCode: string;
  gameName: string;
  platCode: string;
  gameType: string;
  iconUrl: string;
  isFavourite: boolean;
  maintenance?: boolean;
}
const list = (body: Record<string, unknown>) => body.list as GameItem[];

describe('the game catalogue', () => {
  it('seeds thousands of games over the six categories, each named in every language', async () => {
    const { rows } = await t.db.query<{ game_type: string; n: number; names: number }>(
      `SELECT game_type, count(*)::int AS n, min((SELECT count(*) FROM jsonb_object_keys(names)))::int AS names
       FROM games GROUP BY game_type ORDER BY game_type`,
    );
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(5_000);
    expect(rows.map((r) => r.game_type)).toEqual([
      'chessAndCards',
      'electronic',
      'esports',
      'liveVideo',
      'lottery',
      'sports',
    ]);
    expect(rows.every((r) => r.names === 8)).toBe(true);
    const inHouse = await t.db.query<{ game_code: string }>(
      "SELECT game_code FROM games WHERE plat_code = 'STHOUSE' ORDER BY game_code",
    );
    expect(inHouse.rows.map((r) => r.game_code)).toEqual(
      IN_HOUSE_GAMES.map((g) => g.gameCode).sort(),
    );
  });

  it('lists the categories and the venues of each in the request language; every venue keeps bet records', async () => {
    const categories = await t.call('getApiGameCategoryList', {}, { lang: 1 });
    expect(categories.body.gameCategoryList).toHaveLength(6);
    expect(categories.body.gameCategoryList).toContainEqual(
      expect.objectContaining({ gameType: 'sports', name: '体育' }),
    );
    const venues = await t.call('getAllPlatTypes', {}, { lang: 3 });
    const groups = venues.body.gamePlatTypeList as {
      gameType: string;
      platList: { platCode: string; platName: string }[];
    }[];
    expect(groups.map((g) => g.gameType)).toHaveLength(6);
    const live = groups.find((g) => g.gameType === 'liveVideo')!;
    expect(live.platList.map((v) => v.platCode)).toEqual(['STLIVE', 'STHOUSE']);
    expect(live.platList[1]!.platName).toBe('Star House');
    const bet = await t.call('getBetAllPlatTypes', {}, {});
    expect((bet.body.platList as unknown[]).length).toBe(7);
  });

  it('lists the in-house venue under every category it has a game in, and pages only those games there', async () => {
    const venues = await t.call('getAllPlatTypes', {}, { lang: 3 });
    const groups = venues.body.gamePlatTypeList as {
      gameType: string;
      platList: { platCode: string; gameType: string }[];
    }[];
    const houseTypes = new Set(IN_HOUSE_GAMES.map((g) => g.gameType));
    for (const group of groups) {
      const house = group.platList.find((v) => v.platCode === 'STHOUSE');
      expect(Boolean(house), group.gameType).toBe(houseTypes.has(group.gameType as GameType));
      if (house) expect(house.gameType).toBe(group.gameType);
    }
    for (const gameType of houseTypes) {
      const page = await t.call('getGameList', {
        platCode: 'STHOUSE',
        gameType,
        pageNum: 1,
        pageSize: 20,
      });
      expect(
        list(page.body)
          .map((g) => g.gameCode)
          .sort(),
      ).toEqual(
        IN_HOUSE_GAMES.filter((g) => g.gameType === gameType)
          .map((g) => g.gameCode)
          .sort(),
      );
    }
  });

  it('pages a venue for a guest in display order, names translated, never a favourite', async () => {
    const first = await t.call(
      'getGameList',
      { platCode: 'STSLOT', pageNum: 1, pageSize: 20 },
      {
        lang: 3,
      },
    );
    expect(first.body).toMatchObject({ code: 0, total: GAMES_PER_VENUE, pageNum: 1 });
    const games = list(first.body);
    expect(games).toHaveLength(20);
    expect(games[0]).toMatchObject({
      gameCode: 'slot0001',
      platCode: 'STSLOT',
      isFavourite: false,
    });
    expect(games[0]!.gameName).toMatch(/ Slots$/);
    expect(games[0]!.iconUrl).toBe('/web/game/cover/STSLOT/slot0001.svg');
    const zh = await t.call('getGameList', { platCode: 'STSLOT', pageSize: 1 }, { lang: 1 });
    expect(list(zh.body)[0]!.gameName).toMatch(/老虎机$/);
    const last = await t.call('getGameList', { platCode: 'STSLOT', pageNum: 43, pageSize: 20 });
    expect(list(last.body)).toHaveLength(GAMES_PER_VENUE - 42 * 20);
  });

  it('filters by keyword in any language, wildcards taken literally', async () => {
    const dragon = await t.call(
      'getGameList',
      { platCode: 'STSLOT', keyword: 'dragon' },
      {
        lang: 3,
      },
    );
    expect(dragon.body.total).toBeGreaterThan(0);
    expect(list(dragon.body).every((g) => /dragon/i.test(g.gameName))).toBe(true);
    const zh = await t.call('getGameList', { platCode: 'STSLOT', keyword: '巨龙' }, { lang: 3 });
    expect(zh.body.total).toBe(dragon.body.total);
    const wildcard = await t.call('getGameList', { platCode: 'STSLOT', keyword: '%' });
    expect(wildcard.body.total).toBe(0);
  });

  it('serves a deterministic generated cover for each game', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/web/game/cover/STSLOT/slot0001.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/web/game/cover/STSLOT/slot0001.svg' });
    const c = await t.app.inject({ method: 'GET', url: '/web/game/cover/STSLOT/slot0002.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect(a.body.length).toBeLessThan(2_048);
    const missing = await t.app.inject({ method: 'GET', url: '/web/game/cover/STSLOT/nope.svg' });
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('a game under maintenance is listed as such, a hidden one not at all', async () => {
    await t.db.query(
      "UPDATE games SET status = 'maintenance' WHERE plat_code = 'STSLOT' AND game_code = 'slot0001'",
    );
    await t.db.query(
      "UPDATE games SET status = 'hidden' WHERE plat_code = 'STSLOT' AND game_code = 'slot0002'",
    );
    try {
      const page = await t.call('getGameList', { platCode: 'STSLOT', pageSize: 2 });
      expect(page.body.total).toBe(GAMES_PER_VENUE - 1);
      expect(list(page.body).map((g) => [g.gameCode, g.maintenance])).toEqual([
        ['slot0001', true],
        ['slot0003', false],
      ]);
    } finally {
      await t.db.query(
        "UPDATE games SET status = 'active' WHERE plat_code = 'STSLOT' AND game_code IN ('slot0001', 'slot0002')",
      );
    }
  });
});

describe('favourites and popular searches', () => {
  it('favourites are idempotent, per member, and filter the member list', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    const ref = { platCode: 'STCHESS', gameCode: 'chess0007' };
    expect((await t.call('gameCollectSave', ref, { token: a.token })).body.code).toBe(0);
    expect((await t.call('gameCollectSave', ref, { token: a.token })).body.code).toBe(0);
    await t.call(
      'gameCollectSave',
      { platCode: 'STSLOT', gameCode: 'slot0003' },
      {
        token: a.token,
      },
    );

    const mine = await t.call(
      'getGameListByGameType',
      { favouritesOnly: true },
      { token: a.token },
    );
    expect(mine.body.total).toBe(2);
    expect(list(mine.body).every((g) => g.isFavourite)).toBe(true);
    const chess = await t.call(
      'getGameListByGameType',
      { gameType: 'chessAndCards', pageSize: 10 },
      { token: a.token },
    );
    expect(list(chess.body).find((g) => g.gameCode === 'chess0007')!.isFavourite).toBe(true);
    expect(list(chess.body).filter((g) => g.isFavourite)).toHaveLength(1);
    const theirs = await t.call(
      'getGameListByGameType',
      { favouritesOnly: true },
      {
        token: b.token,
      },
    );
    expect(theirs.body.total).toBe(0);

    expect((await t.call('gameCollectDelete', ref, { token: a.token })).body.code).toBe(0);
    expect((await t.call('gameCollectDelete', ref, { token: a.token })).body.code).toBe(0);
    const cleared = await t.call('gameCollectDeleteAll', {}, { token: a.token });
    expect(cleared.body).toMatchObject({ code: 0, deletedCount: 1 });
    expect((await t.call('gameCollectDeleteAll', {}, { token: a.token })).body.deletedCount).toBe(
      0,
    );
  });

  it('refuses a favourite of a game that does not exist, in the request language', async () => {
    const p = await t.registerPlayer();
    const answer = await t.call(
      'gameCollectSave',
      { platCode: 'STSLOT', gameCode: 'nope' },
      {
        token: p.token,
        lang: 3,
      },
    );
    expect(answer.body).toMatchObject({
      code: 404,
      msg: 'This game does not exist or is no longer offered',
    });
  });

  it('a keyword search is logged and the most searched games lead the top 5', async () => {
    const p = await t.registerPlayer();
    const before = await t.call('getTop5PopularSearchGame', {}, { token: p.token });
    expect(before.body.gameList).toHaveLength(5);
    for (let i = 0; i < 3; i += 1)
      await t.call('getGameList', { platCode: 'STLOTTO', keyword: 'lotto0042' });
    await t.call('getGameListByGameType', { keyword: 'slot0011' }, { token: p.token });
    // A later page of the same search is not a new search.
    await t.call('getGameList', { platCode: 'STSLOT', keyword: 'slot0011', pageNum: 2 });
    const top = await t.call('getTop5PopularSearchGame', {}, { token: p.token, lang: 3 });
    const games = top.body.gameList as GameItem[];
    expect(games).toHaveLength(5);
    expect(games.slice(0, 2).map((g) => g.gameCode)).toEqual(['lotto0042', 'slot0011']);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_search_log',
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('member calls refuse a guest', async () => {
    for (const name of [
      'getGameListByGameType',
      'getTop5PopularSearchGame',
      'gameCollectSave',
      'gameCollectDeleteAll',
      'getGameUrl',
      'queryWaterStrategyByGameType',
    ] as const) {
      const answer = await t.call(name, {
        platCode: 'STSLOT',
        gameCode: 'slot0001',
        gameType: 'lottery',
      });
      expect(answer.body.code, name).toBe(401);
    }
  });

  it("answers a game type's rebate ratio at every VIP level with the member's level", async () => {
    const p = await t.registerPlayer();
    const answer = await t.call(
      'queryWaterStrategyByGameType',
      { gameType: 'lottery' },
      {
        token: p.token,
      },
    );
    expect(answer.body).toMatchObject({ code: 0, gameType: 'lottery', currentVipLevel: 1 });
    const list = answer.body.strategyList as { vipLevel: number; rateBp: number }[];
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ vipLevel: 1, platCode: null, rateBp: 30 });
    expect(list[9]).toEqual({ vipLevel: 10, platCode: null, rateBp: 90 });
  });
});
