import { z } from 'zod';
import { GAME_TYPES, TRANSFER_DIRECTIONS } from '../catalogue';
import { endpoint } from '../define';
import { userBalanceMapSchema } from '../entities';
import {
  gameCategorySchema,
  gameSchema,
  idempotencyKeySchema,
  positiveFenSchema,
  rateBpSchema,
  venueSchema,
} from '../entities-domain';
import { emptyRequest, emptyResponse, pageOf, pageRequest, wireBool } from '../wire';

const platCodeSchema = z.string().trim().min(1, { error: 'game.platCode' });
const gameRef = { platCode: platCodeSchema, gameCode: z.string().trim().min(1) };

/** Venues, game lists, launching a game, venue wallets and favourites. */
export const gameEndpoints = {
  getApiGameCategoryList: endpoint({
    path: 'guest/api/apiGameCategory/getApiGameCategoryList',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'The game categories of the home page (sports, live video, chess and cards, …).',
    request: emptyRequest,
    response: z.object({ gameCategoryList: z.array(gameCategorySchema) }),
    provides: ['SiteInfo'],
  }),
  getAllPlatTypes: endpoint({
    path: 'guest/apiCode/getAllPlatTypes',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'Every venue grouped by game type (the stored gamePlatTypeList).',
    request: emptyRequest,
    response: z.object({
      gamePlatTypeList: z.array(
        z.object({ gameType: z.enum(GAME_TYPES), platList: z.array(venueSchema) }),
      ),
    }),
    provides: ['SiteInfo'],
  }),
  getBetAllPlatTypes: endpoint({
    path: 'guest/apiCode/getBetAllPlatTypes',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: 'The venues that keep bet records, for the bet record filter.',
    request: emptyRequest,
    response: z.object({ platList: z.array(venueSchema) }),
    provides: ['SiteInfo'],
  }),
  getGameList: endpoint({
    path: 'guest/apiCode/getGameList',
    availability: 'ready',
    access: 'guest',
    kind: 'query',
    summary: "A page of a venue's games for anyone (isFavourite always false).",
    request: pageRequest.extend({
      platCode: platCodeSchema,
      gameType: z.enum(GAME_TYPES).optional(),
      keyword: z.string().trim().max(50).optional(),
    }),
    response: pageOf(gameSchema),
  }),
  getGameListByGameType: endpoint({
    path: 'apiCode/getGameListByGameType',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "A member's page of games by type, with favourites marked (or favourites only).",
    request: pageRequest.extend({
      gameType: z.enum(GAME_TYPES).optional(),
      platCode: platCodeSchema.optional(),
      keyword: z.string().trim().max(50).optional(),
      favouritesOnly: wireBool.optional(),
    }),
    response: pageOf(gameSchema),
    provides: ['Favourites'],
  }),
  getTop5PopularSearchGame: endpoint({
    path: 'apiCode/getTop5PopularSearchGame',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'The five games searches found most (30 days), topped up with popular games.',
    request: emptyRequest,
    response: z.object({ gameList: z.array(gameSchema).max(5) }),
    provides: ['Favourites'],
  }),
  getGameUrl: endpoint({
    path: 'apiCode/getGameUrl',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Opens a venue session and answers the launch URL; auto-transfer moves money in.',
    request: z.object({
      platCode: platCodeSchema,
      /** Absent for venues that open on their own lobby (sports, live video). */
      gameCode: z.string().trim().min(1).optional(),
      device: z.enum(['h5', 'pc']).default('h5'),
    }),
    response: z.object({
      /**
       * inhouse: one of our own games, played on the app's play page (gameUrl is that route);
       * thirdParty: a provider's launch page.
       */
      kind: z.enum(['inhouse', 'thirdParty']),
      /** The game opened (baccarat, roulette, …); null when a venue opens on its own lobby. */
      game: z.string().nullable(),
      /** The game's name in the request's language (the play page's title); null with `game`. */
      gameName: z.string().nullable(),
      gameUrl: z.string(),
      /** For thirdParty: play embeds the URL in an iframe, playH5 navigates to it; null for inhouse. */
      openMode: z.enum(['iframe', 'h5']).nullable(),
      /** Fen the free-transfer mode moved from the central wallet into the venue on this launch. */
      transferredAmount: z.number().int().nonnegative(),
    }),
    invalidates: ['Balance', 'VenueBalances'],
  }),
  getUserPlatBalance: endpoint({
    path: 'apiCode/getUserPlatBalance',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "The member's balance in one venue.",
    request: z.object({ platCode: platCodeSchema }),
    response: z.object({
      platCode: z.string(),
      balance: z.number().int(),
      maintenance: z.boolean(),
      locked: z.boolean(),
    }),
    provides: ['VenueBalances'],
  }),
  convertMoney: endpoint({
    path: 'apiCode/convertMoney',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Transfers between the central wallet and a venue wallet (either way).',
    request: z.object({
      platCode: platCodeSchema,
      direction: z.enum(TRANSFER_DIRECTIONS),
      /** Must not exceed the source balance (transferAmountSchema, checked by the server). */
      amount: positiveFenSchema,
      idempotencyKey: idempotencyKeySchema,
    }),
    response: z.object({
      orderNo: z.string(),
      /** pending: the venue has not answered yet; the transfer completes (or is voided) shortly. */
      status: z.enum(['pending', 'posted']),
      userBalanceMap: userBalanceMapSchema,
      venueBalance: z.number().int(),
    }),
    invalidates: ['Balance', 'VenueBalances', 'Transactions'],
  }),
  queryWaterStrategyByGameType: endpoint({
    path: 'strategy/queryWaterStrategyByGameType',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "Rebate (return water) rates of a game type per VIP level, with the member's level.",
    request: z.object({ gameType: z.enum(GAME_TYPES) }),
    response: z.object({
      gameType: z.enum(GAME_TYPES),
      currentVipLevel: z.number().int().min(1).max(10),
      strategyList: z.array(
        z.object({
          vipLevel: z.number().int().min(1).max(10),
          platCode: z.string().nullable(),
          rateBp: rateBpSchema,
        }),
      ),
    }),
  }),
  gameCollectSave: endpoint({
    path: 'gameCollect/save',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Adds a game to the favourites.',
    request: z.object(gameRef),
    response: emptyResponse,
    invalidates: ['Favourites'],
  }),
  gameCollectDelete: endpoint({
    path: 'gameCollect/delete',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Removes a game from the favourites.',
    request: z.object(gameRef),
    response: emptyResponse,
    invalidates: ['Favourites'],
  }),
  gameCollectDeleteAll: endpoint({
    path: 'gameCollect/delete/1',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Clears every favourite (the legacy path segment "1" means "all").',
    request: emptyRequest,
    response: z.object({ deletedCount: z.number().int() }),
    invalidates: ['Favourites'],
  }),
} as const;
