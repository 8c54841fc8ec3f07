import { LANGUAGES } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { amountParam, postMessage, type MessageParam } from '../../../core/messages';
import { memberFigures } from '../../../core/site';
import { grantBonus } from '../rewards/rewards';
import { friendDeposits, friendWithInviter } from './friends';
import {
  DEPOSIT_BONUS_THRESHOLD,
  depositRewardsDue,
  friendWindowEnd,
  INVITER_STEPS,
  maskUsername,
  REBATE_COUNTDOWN_DEPOSIT,
  rebateCountdownEnd,
  type InviteRewardKind,
} from './programme';
import { playerBreak } from '../../../core/playerProtection';

/** A reward's title in every language, fixed when granted (server.json `invite.titles`). */
export function inviteRewardTitle(kind: InviteRewardKind | 'rebate'): Translated {
  return Object.fromEntries(
    LANGUAGES.map((l) => [l.key, translate(l.key, `server:invite.titles.${kind}`)]),
  ) as Translated;
}

/** The deposits (fen) a step reward's reference (`inviter:<friend>:<step>`) was reached at. */
function stepDeposits(sourceRef: string): number {
  const sequence = Number(sourceRef.split(':')[2]);
  return INVITER_STEPS.find((step) => step.sequence === sequence)?.deposits ?? 0;
}

/**
 * What a friend's credited deposit does to the invite programme (docs/product-rules.md#invite),
 * inside the deposit's own transaction, so the deposit and the rewards it earns commit together:
 * every deposit reward reached so far is granted (each once, by its reference), each new one with
 * a message, and the rebate countdown opens when the deposits reach its threshold. Players
 * without an inviter, agents on either side, and deposits after the friend's window earn nothing.
 */
export async function rewardInviteDeposit(
  tx: Queryable,
  input: { userId: number; now: Date },
): Promise<void> {
  const found = await friendWithInviter(tx, input.userId);
  if (!found?.inviter || found.inviter.isAgent || found.friend.isAgent) return;
  const { friend, inviter } = found;
  const windowEndsAt = friendWindowEnd(friend.registeredAt);
  const deposits = await friendDeposits(tx, friend.id, windowEndsAt);
  // Thresholds in the friend's currency (their deposits are), rewards in the receiver's
  // (docs/product-rules.md#currency).
  const friendFigures = await memberFigures(tx, friend.id);
  const inviterFigures = await memberFigures(tx, inviter.id);
  const figures = { friend: friendFigures.figure, inviter: inviterFigures.figure };
  // The inviter reads the friend's deposits only in the inviter's own currency: when the two
  // differ, the message names the figure the deposits reached instead (money is never converted).
  const sameCurrency = friendFigures.currency === inviterFigures.currency;

  for (const reward of depositRewardsDue(friend.id, deposits, windowEndsAt, figures)) {
    const userId = reward.to === 'friend' ? friend.id : inviter.id;
    // Nobody on a break is paid an invite reward (docs/decisions-api.md#responsible-gambling-breaks).
    if (await playerBreak(tx, userId, input.now)) continue;
    const granted = await grantBonus(tx, {
      userId,
      source: 'invite',
      sourceRef: reward.sourceRef,
      title: inviteRewardTitle(reward.kind),
      amount: reward.amount,
      into: 'central',
      now: input.now,
    });
    if (!granted.fresh) continue;
    const amount = amountParam(reward.amount);
    const friendName = maskUsername(friend.username);
    const message: { key: string; params: Record<string, MessageParam> } =
      reward.kind === 'invitee'
        ? { key: 'inviteeRewarded', params: { amount } }
        : reward.kind === 'inviterStep'
          ? {
              key: 'inviterStepRewarded',
              params: {
                friend: friendName,
                deposits: amountParam(
                  sameCurrency
                    ? deposits.windowTotal
                    : figures.inviter(stepDeposits(reward.sourceRef)),
                ),
                amount,
              },
            }
          : {
              key: 'inviteDepositBonus',
              params: {
                friend: friendName,
                threshold: amountParam(figures.inviter(DEPOSIT_BONUS_THRESHOLD)),
                amount,
              },
            };
    await postMessage(tx, {
      userId,
      category: 'activity',
      titleKey: `${message.key}.title`,
      bodyKey: `${message.key}.body`,
      params: message.params,
      now: input.now,
    });
  }

  if (
    deposits.windowTotal >= figures.friend(REBATE_COUNTDOWN_DEPOSIT) &&
    input.now < windowEndsAt
  ) {
    await tx.query(
      `INSERT INTO invite_rebates (friend_id, inviter_id, window_ends_at, opened_at, countdown_ends_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (friend_id) DO NOTHING`,
      [friend.id, inviter.id, windowEndsAt, input.now, rebateCountdownEnd(input.now)],
    );
  }
}
