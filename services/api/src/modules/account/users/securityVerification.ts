import { timingSafeEqual } from 'node:crypto';
import { SECURITY_VERIFICATION_MINUTES } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { guardedCheck, lockMinutesLeft } from '../../../core/rateLimit';
import { businessTimeText } from '../../../core/time';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import type { UserRecord } from '../../../core/auth';

/** A passed verification opens a phone change for this long, on the session that passed it. */
export const SECURITY_VERIFICATION_VALID_MS = SECURITY_VERIFICATION_MINUTES * 60 * 1000;

/** The digits the masked phone hides (138****5678): the 4th to the 7th of the 11. */
export function phoneMiddleDigits(mobile: string): string {
  return mobile.slice(3, 7);
}

/** Compared in constant time: the answer must not leak digit by digit through timing. */
export function middleDigitsMatch(mobile: string, answer: string): boolean {
  const expected = Buffer.from(phoneMiddleDigits(mobile));
  const given = Buffer.from(answer.trim());
  return expected.length === 4 && given.length === 4 && timingSafeEqual(expected, given);
}

/**
 * The security verification (docs/product-rules.md#verification-codes): the middle four digits of
 * the bound phone. Wrong answers count like payment passwords (5 wrong lock it for 15 minutes, the
 * refusal tells the end); a right one marks this session verified for 10 minutes. Answers when that
 * ends.
 */
export async function verifyPhoneMiddle(
  ctx: DomainContext,
  member: { user: UserRecord; sessionId: number },
  middleDigits: string,
): Promise<Date> {
  const mobile = member.user.mobile;
  if (!mobile) throw new DomainError('refused', 'noBoundPhone');
  const outcome = await guardedCheck(
    ctx.db,
    'security_verification_guards',
    member.user.id,
    ctx.now,
    async () => middleDigitsMatch(mobile, middleDigits),
  );
  if (outcome.kind === 'wrong') {
    throw new DomainError('refused', 'securityVerificationWrong', {
      remaining: outcome.remaining,
    });
  }
  if (outcome.kind === 'locked') {
    throw new DomainError('refused', 'securityVerificationLocked', {
      minutes: lockMinutesLeft(outcome.lockedUntil, ctx.now),
      until: businessTimeText(outcome.lockedUntil),
    });
  }
  const verifiedUntil = new Date(ctx.now.getTime() + SECURITY_VERIFICATION_VALID_MS);
  await ctx.db.query('UPDATE sessions SET security_verified_until = $2 WHERE id = $1', [
    member.sessionId,
    verifiedUntil,
  ]);
  return verifiedUntil;
}

/** Sensitive changes (the bound phone) need a verification passed on this session, recently. */
export async function requireRecentVerification(
  db: Queryable,
  sessionId: number,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ security_verified_until: Date | null }>(
    'SELECT security_verified_until FROM sessions WHERE id = $1',
    [sessionId],
  );
  const until = rows[0]?.security_verified_until;
  if (!until || until <= now) throw new DomainError('refused', 'securityVerificationRequired');
}

/** One verification, one change: the phone it was answered for is gone once changed. */
export async function endVerification(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query('UPDATE sessions SET security_verified_until = NULL WHERE id = $1', [sessionId]);
}
