import { auditOperator } from '../../../core/audit';
import { findUserByUsername } from '../../../core/auth';
import { DomainError } from '../../../core/errors';
import { postMessage, timeParam } from '../../../core/messages';
import { liftPermanentExclusion, playerBreak } from '../../../core/playerProtection';
import type { Database } from '../../../db/database';

/** The player's request must be this old: a week to be sure, not a moment's impulse. */
export const EXCLUSION_LIFT_REQUEST_MIN_DAYS = 7;
/** The exclusion then ends this long after the lift: a last week to change their mind. */
export const EXCLUSION_LIFT_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExclusionLift {
  userId: number;
  feedbackId: number;
  until: Date;
}

/**
 * Lifts a permanent self-exclusion on the player's own support request (`pnpm ops rg:lift`,
 * docs/product-rules.md#responsible-gambling): refused unless the player is permanently
 * self-excluded now and the feedback is theirs, not deleted, and at least 7 days old. The
 * exclusion then ends 7 days from now; the lift is in the audit chain and the player gets a
 * message. A cool-off or a timed exclusion is never shortened.
 */
export async function liftExclusionOnRequest(
  db: Database,
  input: { username: string; feedbackId: number; now: Date; door: 'ops' | 'dev' },
): Promise<ExclusionLift> {
  const user = await findUserByUsername(db, input.username);
  if (!user) throw new DomainError('refused', 'accountNotFound');
  const { now } = input;
  return db.transaction(async (tx) => {
    // The break row locked, so a lift and a new break of the same player run one after the other.
    await tx.query('SELECT 1 FROM player_protection WHERE user_id = $1 FOR UPDATE', [user.id]);
    const brk = await playerBreak(tx, user.id, now);
    if (brk?.kind !== 'selfExclusion' || brk.until !== null)
      throw new DomainError('refused', 'protectionBreak.liftNotPermanent');
    const { rows } = await tx.query<{ user_id: number; created_at: Date }>(
      'SELECT user_id, created_at FROM feedback WHERE id = $1 AND deleted_at IS NULL',
      [input.feedbackId],
    );
    const request = rows[0];
    if (!request || Number(request.user_id) !== user.id)
      throw new DomainError('refused', 'protectionBreak.liftRequestNotFound');
    const oldEnough = new Date(
      request.created_at.getTime() + EXCLUSION_LIFT_REQUEST_MIN_DAYS * DAY_MS,
    );
    if (now < oldEnough)
      throw new DomainError('refused', 'protectionBreak.liftRequestTooRecent', {
        days: EXCLUSION_LIFT_REQUEST_MIN_DAYS,
      });
    const until = new Date(now.getTime() + EXCLUSION_LIFT_NOTICE_DAYS * DAY_MS);
    if (!(await liftPermanentExclusion(tx, user.id, until, now)))
      throw new DomainError('refused', 'protectionBreak.liftNotPermanent');
    await auditOperator(tx, { at: now, door: input.door }, 'protection.breakLifted', {
      subject: { type: 'user', id: user.id },
      detail: { feedbackId: input.feedbackId, until: until.toISOString() },
    });
    await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: 'exclusionLifted.title',
      bodyKey: 'exclusionLifted.body',
      params: { until: timeParam(until) },
      now,
    });
    return { userId: user.id, feedbackId: input.feedbackId, until };
  });
}
