import { LANGUAGES } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { amountParam, postMessage, type MessageParam } from '../../../core/messages';
import { grantBonus } from '../rewards/rewards';
import { friendDeposits, friendWithInviter } from './friends';
import {
  DEPOSIT_BONUS_THRESHOLD,
  depositRewardsDue,
  friendWindowEnd,
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

  for (const reward of depositRewardsDue(friend.id, deposits, windowEndsAt)) {
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
              params: { friend: friendName, deposits: amountParam(deposits.windowTotal), amount },
            }
          : {
              key: 'inviteDepositBonus',
              params: {
                friend: friendName,
                threshold: amountParam(DEPOSIT_BONUS_THRESHOLD),
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

  if (deposits.windowTotal >= REBATE_COUNTDOWN_DEPOSIT && input.now < windowEndsAt) {
    await tx.query(
      `INSERT INTO invite_rebates (friend_id, inviter_id, window_ends_at, opened_at, countdown_ends_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (friend_id) DO NOTHING`,
      [friend.id, inviter.id, windowEndsAt, input.now, rebateCountdownEnd(input.now)],
    );
  }
}
