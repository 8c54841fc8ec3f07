import type { Queryable } from '../../../db/database';
import { amountParam, postMessage } from '../../../core/messages';
import { memberFigures } from '../../../core/site';
import { grantBonus } from '../rewards/rewards';
import { dailyAt, type JobContext, type JobRun, type ScheduledJob } from '../../../core/scheduler';
import { inviteRewardTitle } from './depositRewards';
import { inviteRebateOf, maskUsername } from './programme';
import { playerBreak } from '../../../core/playerProtection';

/** After the business day's late bets have been pulled, and after the rebate boost (00:30). */
export const INVITE_REBATE_SCHEDULE = dailyAt('00:40');

/**
 * Pays the open invite rebates (docs/product-rules.md#invite) inside the run's transaction. For
 * each: the friend's valid bets settled from registration until the run's due time (at most the
 * window's end) earn 0.13 %, rounded down once on the whole sum; what was not paid yet goes to the
 * inviter through grantBonus (reference `rebate:<friend>:<run key>`, so a run pays once) with a
 * message. Then the rebate closes: expired when its countdown (or the window) ended without a
 * valid bet, claimed when the window ended after something was paid. An inviter who became an
 * agent gets nothing: the rebate closes expired. So does an inviter whose wallet currency is not the
 * friend's: the rebate is a share of the friend's money, which is never converted
 * (docs/product-rules.md#currency).
 */
export async function payInviteRebates(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void> {
  const { rows } = await tx.query<{
    friend_id: number;
    inviter_id: number;
    friend_username: string;
    registered_at: Date;
    window_ends_at: Date;
    countdown_ends_at: Date;
    paid: number;
    inviter_is_agent: boolean;
  }>(
    `SELECT r.friend_id, r.inviter_id, f.username AS friend_username, f.created_at AS registered_at,
            r.window_ends_at, r.countdown_ends_at, r.paid, i.is_agent AS inviter_is_agent
     FROM invite_rebates r
     JOIN users f ON f.id = r.friend_id
     JOIN users i ON i.id = r.inviter_id
     WHERE r.closed_state IS NULL AND r.opened_at < $1
     ORDER BY r.opened_at, r.friend_id FOR UPDATE OF r`,
    [run.dueAt],
  );
  let paidCount = 0;
  let closed = 0;
  for (const rebate of rows) {
    const close = async (state: 'claimed' | 'expired') => {
      await tx.query(
        'UPDATE invite_rebates SET closed_state = $2, closed_at = $3 WHERE friend_id = $1',
        [rebate.friend_id, state, ctx.now],
      );
      closed += 1;
    };
    if (rebate.inviter_is_agent || !(await sameCurrency(tx, rebate.friend_id, rebate.inviter_id))) {
      await close('expired');
      continue;
    }
    // A break ends the inviter's share of this friend's play: nothing now and nothing owed after
    // (docs/decisions-api.md#responsible-gambling-breaks).
    if (await playerBreak(tx, Number(rebate.inviter_id), ctx.now)) {
      await close(Number(rebate.paid) > 0 ? 'claimed' : 'expired');
      continue;
    }
    const until = rebate.window_ends_at < run.dueAt ? rebate.window_ends_at : run.dueAt;
    const { rows: bets } = await tx.query<{ valid: number }>(
      `SELECT coalesce(sum(valid_turnover), 0)::bigint AS valid FROM bet_records
       WHERE user_id = $1 AND status = 'settled' AND settled_at >= $2 AND settled_at < $3`,
      [rebate.friend_id, rebate.registered_at, until],
    );
    const validBets = Number(bets[0]!.valid);
    let paid = Number(rebate.paid);
    const due = inviteRebateOf(validBets) - paid;
    if (due > 0) {
      const granted = await grantBonus(tx, {
        userId: Number(rebate.inviter_id),
        source: 'invite',
        sourceRef: `rebate:${rebate.friend_id}:${run.key}`,
        title: inviteRewardTitle('rebate'),
        amount: due,
        into: 'central',
        now: ctx.now,
      });
      if (granted.fresh) {
        paid += due;
        paidCount += 1;
        await tx.query('UPDATE invite_rebates SET paid = $2 WHERE friend_id = $1', [
          rebate.friend_id,
          paid,
        ]);
        await postMessage(tx, {
          userId: Number(rebate.inviter_id),
          category: 'activity',
          titleKey: 'inviteRebatePaid.title',
          bodyKey: 'inviteRebatePaid.body',
          params: { friend: maskUsername(rebate.friend_username), amount: amountParam(due) },
          now: ctx.now,
        });
      }
    }
    const windowOver = run.dueAt >= rebate.window_ends_at;
    if (validBets === 0 && (windowOver || run.dueAt >= rebate.countdown_ends_at))
      await close('expired');
    else if (windowOver) await close(paid > 0 ? 'claimed' : 'expired');
  }
  ctx.log.info({ key: run.key, open: rows.length, paid: paidCount, closed }, 'invite rebates paid');
}

async function sameCurrency(tx: Queryable, friendId: number, inviterId: number): Promise<boolean> {
  const friend = await memberFigures(tx, Number(friendId));
  const inviter = await memberFigures(tx, Number(inviterId));
  return friend.currency === inviter.currency;
}

/** The scheduler job: every business day at 00:40. */
export const inviteRebateJob: ScheduledJob = {
  name: 'invite.rebate',
  occurrences: INVITE_REBATE_SCHEDULE,
  run: payInviteRebates,
};
