import type { EndpointName } from '@platform/api-client/contract';
import type { Database, Queryable } from '../db/database';
import { liveSince, type SessionPolicy } from '../core/auth';
import { DomainError } from '../core/errors';

/**
 * The member calls that may authenticate from the session cache (docs/decisions.md#session-cache):
 * reads only, the ones a page repeats, that take only the member's id from the session and read
 * their data fresh (so getUserInfo and checkIsSetWidthPassword, which answer from the member's
 * record, are not here). Each runs on `readOnlyDatabase`, so one that ever starts to write fails
 * loudly instead of writing on a member the database no longer vouches for.
 */
export const CACHED_SESSION_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getUserBalance',
  'getUnReadMessageCount',
  'getTop50MessageList',
  'getTransactionRecordInfo',
  'getBetRecord',
  'bankCardList',
  'feedbackList',
]);

/** Statements that change data, or call what does; reads never contain them. */
const WRITES =
  /\b(insert|update|delete|merge|truncate|nextval|setval|pg_notify|ledger_open_transfer|ledger_complete_transfer)\b/i;

export class ReadOnlyViolation extends Error {}

function readOnly(db: Queryable): Queryable {
  return {
    query(sql, params) {
      if (WRITES.test(sql)) throw new ReadOnlyViolation(`a cached-session read wrote: ${sql}`);
      return db.query(sql, params);
    },
    exec(sql) {
      throw new ReadOnlyViolation(`a cached-session read ran a script: ${sql}`);
    },
  };
}

/** The database as a cached-session read sees it: reads only. */
export function readOnlyDatabase(db: Database): Database {
  return {
    ...db,
    ...readOnly(db),
    transaction: (fn) => db.transaction((tx) => fn(readOnly(tx))),
  };
}

/**
 * The database as a member's writing call sees it: its first transaction begins by checking, in
 * that transaction, that the session is still live, so a write never rests on an answer read
 * before a logout or password change elsewhere committed (docs/decisions.md#session-cache).
 */
export function sessionCheckedDatabase(
  db: Database,
  sessionId: number,
  now: Date,
  policy: SessionPolicy,
): Database {
  const { createdAfter, seenAfter } = liveSince(policy, now);
  let checked = false;
  return {
    ...db,
    transaction: (fn) =>
      db.transaction(async (tx) => {
        if (!checked) {
          const { rows } = await tx.query(
            `SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2
               AND created_at > $3 AND last_seen_at > $4`,
            [sessionId, now, createdAfter, seenAfter],
          );
          if (rows.length === 0) throw new DomainError('unauthorized', 'notLoggedIn');
          checked = true;
        }
        return fn(tx);
      }),
  };
}
