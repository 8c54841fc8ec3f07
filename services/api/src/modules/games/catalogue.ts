import { GAME_TYPES, type Game, type GameType, type Venue } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../db/database';

/** The in-house venue's platform code: the games this platform runs itself. */
export const IN_HOUSE_PLAT_CODE = 'STHOUSE';

/** Popularity runs 0-9,999; the top tenth is shown as hot. */
export const HOT_POPULARITY = 9_000;

/**
 * The game catalogue (docs/product-rules.md#games): categories, venues, pages of games with a
 * member's favourites, and the searches behind "popular searches".
 */

/** Where a game's generated cover is served (http/handlers/games.ts) when it has no image of its own. */
export const GAME_COVER_URL_PREFIX = '/web/game/cover/';

export function gameCoverUrl(platCode: string, gameCode: string): string {
  return `${GAME_COVER_URL_PREFIX}${encodeURIComponent(platCode)}/${encodeURIComponent(gameCode)}.svg`;
}

/** Popular searches count the searches of this many days. */
export const POPULAR_SEARCH_DAYS = 30;
export const POPULAR_SEARCH_COUNT = 5;

export function gameCategories(lang: LanguageKey) {
  return GAME_TYPES.map((gameType, i) => ({
    gameType,
    name: translate(lang, `server:games.categories.${gameType}`),
    iconUrl: null,
    sort: i + 1,
  }));
}

interface VenueRow {
  plat_code: string;
  plat_name: string;
  game_type: GameType;
  maintenance: boolean;
  sort: number;
}

/** Every venue in display order, named in the request's language. */
export async function allVenues(db: Queryable, lang: LanguageKey): Promise<Venue[]> {
  const { rows } = await db.query<VenueRow>(
    `SELECT plat_code, coalesce(names->>$1, names->>'en') AS plat_name, game_type, maintenance, sort
     FROM venue_platforms ORDER BY sort, plat_code`,
    [lang],
  );
  return rows.map((r) => ({
    platCode: r.plat_code,
    platName: r.plat_name,
    gameType: r.game_type,
    logoUrl: null,
    maintenance: r.maintenance,
    sort: r.sort,
  }));
}

/**
 * The venues of each category (every category listed, in category order): a venue under its own
 * category and under every other one where it has listed games, as the in-house venue has games
 * of several categories (docs/product-rules.md#games).
 */
export async function venuesByType(db: Queryable, lang: LanguageKey) {
  const venues = await allVenues(db, lang);
  const { rows } = await db.query<{ plat_code: string; game_type: GameType }>(
    "SELECT DISTINCT plat_code, game_type FROM games WHERE status <> 'hidden'",
  );
  const listedUnder = new Set(rows.map((r) => `${r.game_type}:${r.plat_code}`));
  return GAME_TYPES.map((gameType) => ({
    gameType,
    platList: venues
      .filter((v) => v.gameType === gameType || listedUnder.has(`${gameType}:${v.platCode}`))
      .map((v) => ({ ...v, gameType })),
  }));
}

export interface GameQuery {
  lang: LanguageKey;
  /** The member asking (favourites marked), or null for a guest. */
  userId: number | null;
  platCode?: string | undefined;
  gameType?: GameType | undefined;
  keyword?: string | undefined;
  favouritesOnly?: boolean | undefined;
  pageNum: number;
  pageSize: number;
}

interface GameRow {
  plat_code: string;
  game_code: string;
  game_type: GameType;
  game_name: string;
  plat_name: string;
  cover_url: string | null;
  popularity: number;
  is_new: boolean;
  status: string;
  venue_maintenance: boolean;
  favourite: boolean;
}

const GAME_SELECT = `SELECT g.plat_code, g.game_code, g.game_type,
    coalesce(g.names->>$1, g.names->>'en') AS game_name,
    coalesce(v.names->>$1, v.names->>'en') AS plat_name,
    g.cover_url, g.popularity, g.is_new, g.status, v.maintenance AS venue_maintenance,
    (f.user_id IS NOT NULL) AS favourite
  FROM games g
  JOIN venue_platforms v ON v.plat_code = g.plat_code
  LEFT JOIN game_favourites f
    ON f.user_id = $2 AND f.plat_code = g.plat_code AND f.game_code = g.game_code`;

function toGame(r: GameRow): Game {
  return {
    gameCode: r.game_code,
    gameName: r.game_name,
    platCode: r.plat_code,
    platName: r.plat_name,
    gameType: r.game_type,
    iconUrl: r.cover_url ?? gameCoverUrl(r.plat_code, r.game_code),
    isHot: r.popularity >= HOT_POPULARITY,
    isNew: r.is_new,
    isFavourite: r.favourite,
    maintenance: r.venue_maintenance || r.status === 'maintenance',
  };
}

/** A keyword as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of games in display order (venue, then the game's place); hidden games never show. */
export async function listGames(db: Queryable, q: GameQuery) {
  const keyword = q.keyword?.trim() ? q.keyword.trim() : null;
  const where = `WHERE g.status <> 'hidden'
      AND ($3::text IS NULL OR g.plat_code = $3)
      AND ($4::text IS NULL OR g.game_type = $4)
      AND ($5::text IS NULL OR g.search_text LIKE $5)
      AND (NOT $6::boolean OR f.user_id IS NOT NULL)`;
  const params = [
    q.lang,
    q.userId,
    q.platCode ?? null,
    q.gameType ?? null,
    keyword ? containsPattern(keyword) : null,
    q.favouritesOnly ?? false,
  ];
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${GAME_SELECT} ${where}) AS matched`,
      params,
    ),
    db.query<GameRow>(
      `${GAME_SELECT} ${where} ORDER BY v.sort, g.sort, g.game_code LIMIT $7 OFFSET $8`,
      [...params, q.pageSize, (q.pageNum - 1) * q.pageSize],
    ),
  ]);
  return {
    list: rows.map(toGame),
    total: count[0]!.total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    /** What a popular-search log entry records: the first game the keyword found. */
    firstFound: keyword && q.pageNum === 1 && rows[0] ? { keyword, game: rows[0] } : null,
  };
}

/** Remembers a keyword search that found a game (the first one found) for "popular searches". */
export async function logSearch(
  db: Queryable,
  found: { keyword: string; game: { plat_code: string; game_code: string } },
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO game_search_log (user_id, keyword, plat_code, game_code, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, found.keyword.slice(0, 50), found.game.plat_code, found.game.game_code, now],
  );
}

/**
 * The five games searches found most over the last 30 days (ties: the latest search first); when
 * fewer than five were searched, the most popular games fill the row.
 */
export async function popularSearchedGames(
  db: Queryable,
  lang: LanguageKey,
  userId: number | null,
  now: Date,
): Promise<Game[]> {
  const since = new Date(now.getTime() - POPULAR_SEARCH_DAYS * 86_400_000);
  const { rows } = await db.query<GameRow>(
    `WITH searched AS (
       SELECT plat_code, game_code, count(*) AS hits, max(id) AS latest
       FROM game_search_log WHERE created_at >= $3 GROUP BY plat_code, game_code
     )
     ${GAME_SELECT}
     LEFT JOIN searched s ON s.plat_code = g.plat_code AND s.game_code = g.game_code
     WHERE g.status <> 'hidden'
     ORDER BY s.hits DESC NULLS LAST, s.latest DESC NULLS LAST, g.popularity DESC, g.game_code
     LIMIT ${POPULAR_SEARCH_COUNT}`,
    [lang, userId, since],
  );
  return rows.map(toGame);
}

export interface GameRef {
  platCode: string;
  gameCode: string;
}

/** A listed game of the catalogue with what launching it needs, or null. */
export async function findGame(db: Queryable, ref: GameRef, lang: LanguageKey) {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} WHERE g.plat_code = $3 AND g.game_code = $4 AND g.status <> 'hidden'`,
    [lang, null, ref.platCode, ref.gameCode],
  );
  return rows[0] ? { ...toGame(rows[0]), gameMaintenance: rows[0].status === 'maintenance' } : null;
}

/** The game type of a listed game, for its cover. */
export async function gameTypeOf(db: Queryable, ref: GameRef): Promise<GameType | null> {
  const { rows } = await db.query<{ game_type: GameType }>(
    `SELECT game_type FROM games WHERE plat_code = $1 AND game_code = $2`,
    [ref.platCode, ref.gameCode],
  );
  return rows[0]?.game_type ?? null;
}
