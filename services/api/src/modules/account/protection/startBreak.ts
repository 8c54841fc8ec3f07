import type { BreakKind } from '@platform/api-client/contract';
import { auditPlayer } from '../../../core/audit';
import { confirmLoginPassword, type MemberSession } from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { sessionChanged } from '../../../core/events';
import { postMessage, timeParam } from '../../../core/messages';
import { addBusinessMonths, playerBreak } from '../../../core/playerProtection';
import { businessTimeText } from '../../../core/time';
import { lockOwnProtection, publishProtectionChanged } from './limitChanges';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StartBreakInput {
  kind: BreakKind;
  days?: number | undefined;
  months?: number | undefined;
  permanent?: boolean | undefined;
  password: string;
}

/** When a break asked for now ends: null for a permanent self-exclusion. */
function breakEnd(input: StartBreakInput, now: Date): Date | null {
  if (input.kind === 'coolOff') return new Date(now.getTime() + input.days! * DAY_MS);
  if (input.permanent) return null;
  return addBusinessMonths(now, input.months!);
}

/** A break ending at `a` (null: never) ends later than one ending at `b`. */
const endsLater = (a: Date | null, b: Date | null) =>
  a === null ? b !== null : b !== null && a.getTime() > b.getTime();

/**
 * Starts a cool-off (days × 24 h) or a self-exclusion (calendar months in business time, or
 * permanent) at once (docs/product-rules.md#responsible-gambling). It needs the login password,
 * checked as the app's password confirmation checks it (the same budget and wrong-count), so
 * someone holding only an open phone cannot start one. A break is never shortened: one in force
 * that would end later refuses the new one; a longer one replaces it.
 */
export async function startBreak(
  ctx: DomainContext,
  member: MemberSession,
  input: StartBreakInput,
): Promise<{ until: string | null }> {
  await confirmLoginPassword(ctx, member, input.password);
  const { user } = member;
  const until = breakEnd(input, ctx.now);
  await ctx.db.transaction(async (tx) => {
    await lockOwnProtection(tx, user.id, ctx.now);
    const current = await playerBreak(tx, user.id, ctx.now);
    if (current && !endsLater(until, current.until)) {
      if (!current.until) throw new DomainError('refused', 'protection.breakPermanentInForce');
      throw new DomainError('refused', 'protection.breakNotShorter', {
        until: businessTimeText(current.until),
      });
    }
    await tx.query(
      `UPDATE player_protection SET break_kind = $2, break_started_at = $3, break_until = $4,
         updated_at = $3 WHERE user_id = $1`,
      [user.id, input.kind, ctx.now, until],
    );
    await auditPlayer(tx, ctx, user, 'protection.breakStarted', {
      detail: {
        kind: input.kind,
        days: input.days ?? null,
        months: input.months ?? null,
        permanent: until === null,
        replaced: current?.kind ?? null,
      },
    });
    await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: `protection.breakStarted.${input.kind}.title`,
      bodyKey: `protection.breakStarted.${input.kind}.${until === null ? 'bodyPermanent' : 'body'}`,
      params:
        until === null
          ? { time: timeParam(ctx.now) }
          : { until: timeParam(until), time: timeParam(ctx.now) },
      now: ctx.now,
    });
  });
  // Open pages re-read: the player's session standing, the page, the play session.
  ctx.events?.publish(...sessionChanged(user.id));
  publishProtectionChanged(ctx, user.id);
  return { until: until ? until.toISOString() : null };
}
