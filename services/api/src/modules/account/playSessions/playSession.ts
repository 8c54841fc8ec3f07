import type { DomainContext } from '../../../core/context';
import { auditPlayer } from '../../../core/audit';
import {
  answerRealityCheck,
  playSessionView,
  type RealityCheckChoice,
} from '../../../core/playerProtection';

/** The player's play session for their page (docs/product-rules.md#responsible-gambling). */
export async function currentPlaySession(ctx: Pick<DomainContext, 'db' | 'now'>, userId: number) {
  const view = await playSessionView(ctx.db, userId, ctx.now);
  return {
    ...view,
    startedAt: view.startedAt?.toISOString() ?? null,
    endsAt: view.endsAt?.toISOString() ?? null,
    resumesAt: view.resumesAt?.toISOString() ?? null,
  };
}

/**
 * The player's answer to a reality check: continue (stakes are taken again) or stop (the session
 * ends now). A session's answer is recorded in the audit chain; without an open session the
 * answer changes nothing and is not an error (the page may be behind the job).
 */
export async function answerPlaySessionCheck(
  ctx: Pick<DomainContext, 'db' | 'now' | 'ip'>,
  user: { id: number; username: string },
  choice: RealityCheckChoice,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const answered = await answerRealityCheck(tx, user.id, choice, ctx.now);
    if (answered)
      await auditPlayer(tx, ctx, user, 'realityCheck.answered', {
        subject: { type: 'playSession', id: answered.sessionId },
        detail: { choice, checkWasDue: answered.checkWasDue },
      });
  });
}
