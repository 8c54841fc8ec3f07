import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../db/database';
import { playerAccountsSql } from '../ledger';

export interface VenueBalance {
  platCode: string;
  platName: string;
  balance: number;
  maintenance: boolean;
  locked: boolean;
}

export interface VenueLockView {
  platCode: string;
  platName: string;
  lockedAmount: number;
  requiredTurnover: number;
  completedTurnover: number;
  /** The multiple of the offer that opened the lock (docs/product-rules.md#venue-lock). */
  turnoverMultiple: number;
  lockedAt: string;
}

/** Every venue with what the player can move out of it (balance less pending holds). */
export async function venueBalances(
  db: Queryable,
  userId: number,
  lang: LanguageKey,
): Promise<VenueBalance[]> {
  const { rows } = await db.query<{
    plat_code: string;
    name: string;
    balance: number;
    maintenance: boolean;
    locked: boolean;
  }>(
    `SELECT p.plat_code, p.names ->> $2 AS name, p.maintenance,
            coalesce(a.spendable, 0)::bigint AS balance,
            EXISTS (SELECT 1 FROM venue_locks l
                    WHERE l.user_id = $1 AND l.plat_code = p.plat_code AND l.released_at IS NULL) AS locked
     FROM venue_platforms p
     LEFT JOIN ${playerAccountsSql(1)} a ON a.kind = 'venue' AND a.venue_code = p.plat_code
     ORDER BY p.sort, p.plat_code`,
    [userId, lang],
  );
  return rows.map((r) => ({
    platCode: r.plat_code,
    platName: r.name,
    balance: r.balance,
    maintenance: r.maintenance,
    locked: r.locked,
  }));
}

export async function venueLocks(
  db: Queryable,
  userId: number,
  lang: LanguageKey,
): Promise<VenueLockView[]> {
  const { rows } = await db.query<{
    plat_code: string;
    name: string;
    locked_amount: number;
    required_turnover: number;
    completed_turnover: number;
    turnover_multiple: number;
    locked_at: Date;
  }>(
    `SELECT l.plat_code, p.names ->> $2 AS name, l.locked_amount, l.required_turnover,
            l.completed_turnover, l.turnover_multiple, l.locked_at
     FROM venue_locks l JOIN venue_platforms p ON p.plat_code = l.plat_code
     WHERE l.user_id = $1 AND l.released_at IS NULL ORDER BY l.locked_at`,
    [userId, lang],
  );
  return rows.map((r) => ({
    platCode: r.plat_code,
    platName: r.name,
    lockedAmount: r.locked_amount,
    requiredTurnover: r.required_turnover,
    completedTurnover: r.completed_turnover,
    turnoverMultiple: r.turnover_multiple,
    lockedAt: r.locked_at.toISOString(),
  }));
}
