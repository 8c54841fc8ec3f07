import type { GameType } from '@platform/api-client/contract';
import { LANGUAGE_KEYS, languageByKey, type LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import {
  gameCoverSvg,
  allVenues,
  findGame,
  GAME_COVER_URL_PREFIX,
  gameCategories,
  gameTypeOf,
  listGames,
  logSearch,
  popularSearchedGames,
  venuesByType,
  deleteAllFavourites,
  deleteFavourite,
  saveFavourite,
  launchGame,
  SIM_LAUNCH_PATH,
  rebateStrategy,
} from '../../modules/games';
import { DomainError } from '../../core/errors';
import { requireMember, type HandlerContext, type HandlerMap } from '../context';

/**
 * The game catalogue, favourites, rebate strategy and launching a game
 * (docs/product-rules.md#games).
 */
async function gamePage(
  ctx: HandlerContext,
  input: Parameters<typeof listGames>[1],
): Promise<Awaited<ReturnType<typeof listGames>>> {
  const page = await listGames(ctx.db, input);
  if (page.firstFound) await logSearch(ctx.db, page.firstFound, input.userId, ctx.now);
  return page;
}

function withoutLog(page: Awaited<ReturnType<typeof listGames>>) {
  const { list, total, pageNum, pageSize } = page;
  return { list, total, pageNum, pageSize };
}

export const gameHandlers = {
  getApiGameCategoryList: async (_input, ctx) => ({ gameCategoryList: gameCategories(ctx.lang) }),

  getAllPlatTypes: async (_input, ctx) => ({
    gamePlatTypeList: await venuesByType(ctx.db, ctx.lang),
  }),

  // Every venue keeps bet records (the in-house one included).
  getBetAllPlatTypes: async (_input, ctx) => ({ platList: await allVenues(ctx.db, ctx.lang) }),

  getGameList: async (input, ctx) =>
    withoutLog(
      await gamePage(ctx, {
        lang: ctx.lang,
        userId: null,
        platCode: input.platCode,
        gameType: input.gameType,
        keyword: input.keyword,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      }),
    ),

  getGameListByGameType: async (input, ctx) =>
    withoutLog(
      await gamePage(ctx, {
        lang: ctx.lang,
        userId: requireMember(ctx).user.id,
        platCode: input.platCode,
        gameType: input.gameType,
        keyword: input.keyword,
        favouritesOnly: input.favouritesOnly,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      }),
    ),

  getTop5PopularSearchGame: async (_input, ctx) => ({
    gameList: await popularSearchedGames(ctx.db, ctx.lang, requireMember(ctx).user.id, ctx.now),
  }),

  gameCollectSave: async (input, ctx) => {
    await saveFavourite(ctx.db, requireMember(ctx).user.id, input, ctx.now);
    return {};
  },

  gameCollectDelete: async (input, ctx) => {
    await deleteFavourite(ctx.db, requireMember(ctx).user.id, input);
    return {};
  },

  gameCollectDeleteAll: async (_input, ctx) => ({
    deletedCount: await deleteAllFavourites(ctx.db, requireMember(ctx).user.id),
  }),

  queryWaterStrategyByGameType: async (input, ctx) => ({
    gameType: input.gameType,
    currentVipLevel: requireMember(ctx).user.vipLevel,
    strategyList: await rebateStrategy(ctx.db, input.gameType),
  }),

  getGameUrl: async (input, ctx) => launchGame(ctx, requireMember(ctx).user, input),
} satisfies HandlerMap;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function queryLanguage(value: unknown): LanguageKey {
  return LANGUAGE_KEYS.find((k) => k === value) ?? 'en';
}

/**
 * What the games answer outside the endpoint list: generated covers (SVG, the same bytes for a
 * game forever) and the simulated providers' launch page that playH5 opens.
 */
export function registerGameAssetRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { platCode: string; file: string } }>(
    `${GAME_COVER_URL_PREFIX}:platCode/:file`,
    async (request, reply) => {
      const gameCode = request.params.file.replace(/\.svg$/, '');
      const gameType: GameType | null = await gameTypeOf(db, {
        platCode: request.params.platCode,
        gameCode,
      });
      if (!gameType) throw new DomainError('notFound', 'gameNotFound');
      return reply
        .code(200)
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(gameCoverSvg(request.params.platCode, gameCode, gameType));
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    SIM_LAUNCH_PATH,
    async (request, reply) => {
      const lang = queryLanguage(request.query.lang);
      const platCode = request.query.platCode ?? '';
      const gameCode = request.query.gameCode;
      const { rows } = await db.query<{ plat_name: string }>(
        `SELECT coalesce(names->>$2, names->>'en') AS plat_name FROM venue_platforms WHERE plat_code = $1`,
        [platCode, lang],
      );
      if (!rows[0]) throw new DomainError('notFound', 'venueNotFound');
      const venueName = rows[0].plat_name;
      const game = gameCode ? await findGame(db, { platCode, gameCode }, lang) : null;
      if (gameCode && !game) throw new DomainError('notFound', 'gameNotFound');
      const title = translate(lang, 'server:games.simLaunch.title', { venue: venueName });
      const body = game
        ? translate(lang, 'server:games.simLaunch.gameOpen', {
            game: game.gameName,
            venue: venueName,
          })
        : translate(lang, 'server:games.simLaunch.lobbyOpen', { venue: venueName });
      const html = `<!doctype html><html lang="${languageByKey(lang)?.bcp47 ?? lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;text-align:center;padding:2em"><h1>${escapeHtml(title)}</h1><p data-testid="sim-launch">${escapeHtml(body)}</p><p>${escapeHtml(translate(lang, 'server:games.simLaunch.note'))}</p></body></html>`;
      return (
        reply
          .code(200)
          .header('content-type', 'text/html; charset=utf-8')
          // A stand-in for a venue's page, which the games area frames (docs/decisions-api.md#security-headers).
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-frame-options', 'SAMEORIGIN')
          .send(html)
      );
    },
  );
}
