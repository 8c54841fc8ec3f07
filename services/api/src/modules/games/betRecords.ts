import type { GameType, PayloadOf } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../db/database';

type BetRecord = PayloadOf<'getBetRecord'>['list'][number];

export interface BetRecordFilter {
  gameType?: GameType | undefined;
  platCode?: string | undefined;
  /** Instants (ISO): the client sends the business days' bounds (docs/product-rules.md#business-time). */
  startTime?: string | undefined;
  endTime?: string | undefined;
}

function instant(value: string | undefined): Date | null {
  const at = value ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** The WHERE of both calls: the player's bets by venue, game type and [start, end). */
function where(userId: number, filter: BetRecordFilter) {
  return {
    sql: `b.user_id = $1
      AND ($2::text IS NULL OR b.plat_code = $2)
      AND ($3::text IS NULL OR coalesce(g.game_type, p.game_type) = $3)
      AND ($4::timestamptz IS NULL OR b.bet_time >= $4)
      AND ($5::timestamptz IS NULL OR b.bet_time < $5)`,
    params: [
      userId,
      filter.platCode ?? null,
      filter.gameType ?? null,
      instant(filter.startTime),
      instant(filter.endTime),
    ] as unknown[],
  };
}

const FROM = `bet_records b
  JOIN venue_platforms p ON p.plat_code = b.plat_code
  LEFT JOIN games g ON g.plat_code = b.plat_code AND g.game_code = b.game_code`;

/** A page of the player's bets, newest first (docs/product-rules.md#games). */
export async function betRecordPage(
  db: Queryable,
  userId: number,
  lang: LanguageKey,
  filter: BetRecordFilter & { pageNum: number; pageSize: number },
): Promise<{ list: BetRecord[]; total: number; pageNum: number; pageSize: number }> {
  const { sql, params } = where(userId, filter);
  const { rows } = await db.query<{
    bet_ref: string;
    plat_code: string;
    plat_name: string;
    game_type: GameType;
    game_name: string | null;
    game_code: string;
    stake: number;
    valid_turnover: number;
    win_lose: number;
    status: BetRecord['status'];
    bet_time: Date;
    settled_at: Date | null;
    total: number;
  }>(
    `SELECT b.bet_ref, b.plat_code, p.names ->> $6 AS plat_name,
            coalesce(g.game_type, p.game_type) AS game_type, g.names ->> $6 AS game_name,
            b.game_code, b.stake, b.valid_turnover, b.win_lose, b.status, b.bet_time, b.settled_at,
            count(*) OVER ()::int AS total
     FROM ${FROM} WHERE ${sql}
     ORDER BY b.bet_time DESC, b.id DESC LIMIT $7 OFFSET $8`,
    [...params, lang, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${FROM} WHERE ${sql}`,
      params,
    );
    total = counted[0]!.n;
  }
  return {
    list: rows.map((r) => ({
      orderNo: r.bet_ref,
      platCode: r.plat_code,
      platName: r.plat_name,
      gameType: r.game_type,
      gameName: r.game_name ?? r.game_code,
      betAmount: r.stake,
      validTurnover: r.valid_turnover,
      winLose: r.win_lose,
      status: r.status,
      betTime: r.bet_time.toISOString(),
      settledAt: r.settled_at?.toISOString() ?? null,
    })),
    total,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}

/** Count, stake, valid turnover and win/lose over the same filter as the page. */
export async function betRecordSums(db: Queryable, userId: number, filter: BetRecordFilter) {
  const { sql, params } = where(userId, filter);
  const { rows } = await db.query<{
    bet_count: number;
    bet_amount: number;
    valid_turnover: number;
    win_lose: number;
  }>(
    `SELECT count(*)::int AS bet_count, coalesce(sum(b.stake), 0)::bigint AS bet_amount,
            coalesce(sum(b.valid_turnover), 0)::bigint AS valid_turnover,
            coalesce(sum(b.win_lose), 0)::bigint AS win_lose
     FROM ${FROM} WHERE ${sql}`,
    params,
  );
  const r = rows[0]!;
  return {
    betCount: r.bet_count,
    betAmount: r.bet_amount,
    validTurnover: r.valid_turnover,
    winLose: r.win_lose,
  };
}

/** Valid turnover of the player's settled bets placed after `since` (all bets when null). */
export async function validTurnoverSince(
  db: Queryable,
  userId: number,
  since: Date | null,
): Promise<number> {
  const { rows } = await db.query<{ turnover: number }>(
    `SELECT coalesce(sum(valid_turnover), 0)::bigint AS turnover FROM bet_records
     WHERE user_id = $1 AND status = 'settled' AND ($2::timestamptz IS NULL OR bet_time > $2)`,
    [userId, since],
  );
  return rows[0]!.turnover;
}
