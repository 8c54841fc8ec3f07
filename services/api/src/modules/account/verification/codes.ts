import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import type { Channel } from '../../../core/messages';
import { blindIndex, hashSecret, secretMatches } from '../../../core/vault';

/** A code lives five minutes and survives at most five wrong guesses (10^6 codes, 5 tries). */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_WRONG = 5;

/**
 * What a code is for; a code answers only the purpose and destination it was sent for, and only
 * to whoever asked for it: anyone else finds no code there (docs/product-rules.md#verification-codes).
 */
export interface CodeScope {
  channel: Channel;
  purpose: string;
  target: string;
  /** `memberRequester` or `guestRequester`. */
  requester: string;
}

/** A member asks for codes as themself, whatever the destination. */
export function memberRequester(userId: number): string {
  return `member:${userId}`;
}

/** A guest flow (registration, forgotten password) has no account to name: its address stands in. */
export function guestRequester(ip: string): string {
  return `guest:${ip}`;
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A code row names its destination by blind index and keeps the code as a salted HMAC
 * (docs/decisions-api.md#personal-data-at-rest): the table holds neither phones nor live codes.
 */
function targetIndex(target: string): string {
  return blindIndex('codeTarget', target);
}

const CODE_SECRET = 'verificationCode';

/** Stores a fresh code and retires the older ones of the same scope (only the latest works). */
export async function storeCode(
  tx: Queryable,
  scope: CodeScope,
  code: string,
  now: Date,
): Promise<void> {
  const { channel, purpose, requester } = scope;
  const target = targetIndex(scope.target);
  await tx.query(
    `UPDATE verification_codes SET consumed_at = $5
     WHERE channel = $1 AND purpose = $2 AND target = $3 AND requester = $4
       AND consumed_at IS NULL`,
    [channel, purpose, target, requester, now],
  );
  await tx.query(
    `INSERT INTO verification_codes
       (channel, purpose, target, requester, code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      channel,
      purpose,
      target,
      requester,
      hashSecret(CODE_SECRET, code),
      now,
      new Date(now.getTime() + CODE_TTL_MS),
    ],
  );
}

/**
 * Checks a code; a wrong guess is counted (and persists, so run this outside any transaction that
 * may roll back). With `consume`, a right code is used up. Refusals are code 1000. Another
 * requester's code is never read: the answer is the one for no code, and it costs the code nothing.
 */
export async function verifyCode(
  db: Queryable,
  scope: CodeScope,
  code: string,
  now: Date,
  options: { consume: boolean },
): Promise<void> {
  const { rows } = await db.query<{
    id: number;
    code: string;
    wrong_attempts: number;
    expires_at: Date;
  }>(
    `SELECT id, code, wrong_attempts, expires_at FROM verification_codes
     WHERE channel = $1 AND purpose = $2 AND target = $3 AND requester = $4
       AND consumed_at IS NULL
     ORDER BY id DESC LIMIT 1`,
    [scope.channel, scope.purpose, targetIndex(scope.target), scope.requester],
  );
  const row = rows[0];
  if (!row || row.expires_at <= now) throw new DomainError('refused', 'codeExpired');
  if (row.wrong_attempts >= CODE_MAX_WRONG)
    throw new DomainError('refused', 'codeAttemptsExceeded');
  if (!secretMatches(CODE_SECRET, row.code, code.trim())) {
    await db.query(
      'UPDATE verification_codes SET wrong_attempts = wrong_attempts + 1 WHERE id = $1',
      [row.id],
    );
    throw new DomainError('refused', 'codeWrong');
  }
  if (options.consume) {
    // The guard on consumed_at makes two concurrent uses of one code succeed only once.
    const used = await db.query(
      'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [row.id, now],
    );
    if (used.rows.length === 0) throw new DomainError('refused', 'codeExpired');
  }
}
