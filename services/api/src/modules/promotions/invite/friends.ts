import type { Queryable } from '../../../db/database';
import type { FriendDeposits } from './programme';

/**
 * Who is whose friend (docs/product-rules.md#invite): a friend registered with the inviter's code,
 * which is the inviter's player number (agent/inviteActivity.ts inviteCodeOf), kept as typed in
 * users.registered_invite_code.
 */
export interface Friend {
  id: number;
  username: string;
  registeredAt: Date;
  isAgent: boolean;
  langType: number;
}

export interface InviterOf {
  id: number;
  isAgent: boolean;
  langType: number;
}

/** A player and the inviter whose code they registered with (null when none or unknown). */
export async function friendWithInviter(
  db: Queryable,
  userId: number,
): Promise<{ friend: Friend; inviter: InviterOf | null } | null> {
  const { rows } = await db.query<{
    id: number;
    username: string;
    created_at: Date;
    is_agent: boolean;
    lang_type: number;
    inviter_id: number | null;
    inviter_is_agent: boolean | null;
    inviter_lang_type: number | null;
  }>(
    `SELECT f.id, f.username, f.created_at, f.is_agent, f.lang_type,
            i.id AS inviter_id, i.is_agent AS inviter_is_agent, i.lang_type AS inviter_lang_type
     FROM users f
     LEFT JOIN users i ON i.id::text = btrim(f.registered_invite_code) AND i.id <> f.id
     WHERE f.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    friend: {
      id: Number(row.id),
      username: row.username,
      registeredAt: row.created_at,
      isAgent: row.is_agent,
      langType: Number(row.lang_type),
    },
    inviter:
      row.inviter_id === null
        ? null
        : {
            id: Number(row.inviter_id),
            isAgent: row.inviter_is_agent === true,
            langType: Number(row.inviter_lang_type),
          },
  };
}

/** A friend's credited deposits: the first ever, and the sum credited before the window's end. */
export async function friendDeposits(
  db: Queryable,
  friendId: number,
  windowEndsAt: Date,
): Promise<FriendDeposits> {
  const { rows } = await db.query<{
    first_amount: number | null;
    first_at: Date | null;
    window_total: number;
  }>(
    `SELECT (SELECT amount FROM deposit_orders WHERE user_id = $1 AND status = 'success'
             ORDER BY completed_at, id LIMIT 1) AS first_amount,
            (SELECT completed_at FROM deposit_orders WHERE user_id = $1 AND status = 'success'
             ORDER BY completed_at, id LIMIT 1) AS first_at,
            coalesce((SELECT sum(amount) FROM deposit_orders
                      WHERE user_id = $1 AND status = 'success' AND completed_at < $2), 0)::bigint
              AS window_total`,
    [friendId, windowEndsAt],
  );
  const row = rows[0]!;
  return {
    first: row.first_at === null ? null : { amount: Number(row.first_amount), at: row.first_at },
    windowTotal: Number(row.window_total),
  };
}
