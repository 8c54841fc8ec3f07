import {
  BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  type INVITE_REBATE_STATES,
  type INVITE_RECORD_STATES,
  type PayloadOf,
} from '@platform/api-client/contract';

export type InviteRebateState = (typeof INVITE_REBATE_STATES)[number];
export type InviteRecordState = (typeof INVITE_RECORD_STATES)[number];

/**
 * The invite-friends programme's figures and pure rules (docs/product-rules.md#invite), in fen and
 * basis points. Every figure is read in a member's currency through a `figure` function
 * (docs/product-rules.md#currency): thresholds in the friend's (their deposits are), rewards in
 * the currency of whom they pay. inviterBaseConfig and inviterPrizeConfig/list answer them in the
 * reader's currency.
 */

/** Reads a figure written in fen in one member's currency (`memberFigures(…).figure`). */
export type Figure = (fen: number) => number;
/** The base currency's figures: the fen as written. */
const AS_WRITTEN: Figure = (fen) => fen;

/** The currencies a friend's rewards are read in: the friend's and their inviter's. */
export interface InviteFigures {
  friend: Figure;
  inviter: Figure;
}
const WRITTEN_FIGURES: InviteFigures = { friend: AS_WRITTEN, inviter: AS_WRITTEN };

/** The invited friend's fixed reward, once their first deposit of at least MIN_FIRST_DEPOSIT is credited. */
export const INVITEE_REWARD = 900;
/** A friend counts (every deposit reward) only when their first credited deposit is at least this. */
export const MIN_FIRST_DEPOSIT = 10_000;
/** The most the inviter's step rewards pay for one friend. */
export const MAX_INVITER_REWARD_PER_FRIEND = 2_700;
/**
 * The inviter's reward as one friend's deposits (within the friend's window) reach each step: 9,
 * 10 and 10 yuan as announced, paid within the 27 yuan per friend, so the third step pays the
 * 8 yuan left (docs/decisions.md#invite-friends). Step 1 is the qualifying first deposit.
 */
const ANNOUNCED_STEPS = [
  { sequence: 1, deposits: 10_000, reward: 900 },
  { sequence: 2, deposits: 30_000, reward: 1_000 },
  { sequence: 3, deposits: 50_000, reward: 1_000 },
] as const;
export const INVITER_STEPS = ANNOUNCED_STEPS.map((step, index) => {
  const before = ANNOUNCED_STEPS.slice(0, index).reduce((sum, s) => sum + s.reward, 0);
  return {
    sequence: step.sequence,
    deposits: step.deposits,
    inviterReward: Math.max(0, Math.min(step.reward, MAX_INVITER_REWARD_PER_FRIEND - before)),
  };
});
/** A friend's deposits reaching this give the inviter the deposit bonus, once per friend. */
export const DEPOSIT_BONUS_THRESHOLD = 50_000;
export const DEPOSIT_BONUS = 16_800;
/** The invite rebate: 0.13 % of the friend's valid bets settled within the friend's window. */
export const REBATE_RATE_BP = 13;
/** A friend's window, from registration: their deposits and bets count within it. */
export const FRIEND_WINDOW_DAYS = 30;
/** The rebate countdown opens when the friend's deposits reach this, and lasts REBATE_VALID_DAYS. */
export const REBATE_COUNTDOWN_DEPOSIT = 10_000;
export const REBATE_VALID_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The programme as inviterBaseConfig answers it, its amounts in the reader's currency. */
export function inviteBaseConfig(figure: Figure = AS_WRITTEN): PayloadOf<'inviterBaseConfig'> {
  return {
    inviteeReward: figure(INVITEE_REWARD),
    maxInviterRewardPerFriend: figure(MAX_INVITER_REWARD_PER_FRIEND),
    minFriendDeposit: figure(MIN_FIRST_DEPOSIT),
    rebateRateBp: REBATE_RATE_BP,
    rebateDaysAfterRegistration: FRIEND_WINDOW_DAYS,
    rebateCountdownDeposit: figure(REBATE_COUNTDOWN_DEPOSIT),
    rebateValidDays: REBATE_VALID_DAYS,
    cumulativeDepositBonusThreshold: figure(DEPOSIT_BONUS_THRESHOLD),
    cumulativeDepositBonus: figure(DEPOSIT_BONUS),
    bonusTurnoverMultiple: BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  };
}

/**
 * The steps as inviterPrizeConfig/list answers them: `minFirstDeposit` is the friend's deposits
 * the step needs (the first deposit for step 1, the deposits so far for the others); the invitee's
 * own reward comes with step 1. Amounts in the reader's currency.
 */
export function invitePrizeConfig(
  figure: Figure = AS_WRITTEN,
): PayloadOf<'inviterPrizeConfigList'> {
  return {
    prizeConfigList: INVITER_STEPS.map((step) => ({
      sequence: step.sequence,
      inviterReward: figure(step.inviterReward),
      inviteeReward: step.sequence === 1 ? figure(INVITEE_REWARD) : 0,
      minFirstDeposit: figure(step.deposits),
    })),
  };
}

/** The end of a friend's window: registration + 30 days (exclusive). */
export function friendWindowEnd(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + FRIEND_WINDOW_DAYS * DAY_MS);
}

export function rebateCountdownEnd(openedAt: Date): Date {
  return new Date(openedAt.getTime() + REBATE_VALID_DAYS * DAY_MS);
}

/** What one friend's credited deposits amount to, within the friend's window. */
export interface FriendDeposits {
  /** The friend's first credited deposit ever (null: none yet). */
  first: { amount: number; at: Date } | null;
  /** The sum of the friend's deposits credited within the window. */
  windowTotal: number;
}

export type InviteRewardKind = 'invitee' | 'inviterStep' | 'depositBonus';

export interface InviteRewardDue {
  kind: InviteRewardKind;
  /** Who is paid: the friend or the inviter. */
  to: 'friend' | 'inviter';
  /** The reward record's reference; with source 'invite' it is paid once. */
  sourceRef: string;
  amount: number;
}

/**
 * Whether a friend counts: their first credited deposit is at least 100 yuan (read in the friend's
 * currency) and was credited within their window. A smaller first deposit never counts, whatever
 * follows.
 */
export function friendQualifies(
  deposits: FriendDeposits,
  windowEndsAt: Date,
  friendFigure: Figure = AS_WRITTEN,
): boolean {
  return (
    deposits.first !== null &&
    deposits.first.amount >= friendFigure(MIN_FIRST_DEPOSIT) &&
    deposits.first.at < windowEndsAt
  );
}

/**
 * Every deposit reward a friend's deposits have earned so far (grantBonus pays each reference
 * once, so granting the whole list after each deposit pays each reward once): the friend's 9 yuan,
 * the inviter's step rewards reached, and the deposit bonus at 500 yuan. The friend's deposits
 * are compared with figures in the friend's currency; each reward is paid in its receiver's.
 */
export function depositRewardsDue(
  friendId: number,
  deposits: FriendDeposits,
  windowEndsAt: Date,
  figures: InviteFigures = WRITTEN_FIGURES,
): InviteRewardDue[] {
  if (!friendQualifies(deposits, windowEndsAt, figures.friend)) return [];
  const due: InviteRewardDue[] = [
    {
      kind: 'invitee',
      to: 'friend',
      sourceRef: `invitee:${friendId}`,
      amount: figures.friend(INVITEE_REWARD),
    },
  ];
  for (const step of INVITER_STEPS) {
    if (deposits.windowTotal < figures.friend(step.deposits)) break;
    if (step.inviterReward === 0) continue;
    due.push({
      kind: 'inviterStep',
      to: 'inviter',
      sourceRef: `inviter:${friendId}:${step.sequence}`,
      amount: figures.inviter(step.inviterReward),
    });
  }
  if (deposits.windowTotal >= figures.friend(DEPOSIT_BONUS_THRESHOLD))
    due.push({
      kind: 'depositBonus',
      to: 'inviter',
      sourceRef: `deposit500:${friendId}`,
      amount: figures.inviter(DEPOSIT_BONUS),
    });
  return due;
}

/** 0.13 % of valid bets, rounded down to the fen (integer arithmetic). */
export function inviteRebateOf(validBets: number): number {
  return Number((BigInt(validBets) * BigInt(REBATE_RATE_BP)) / 10_000n);
}

export interface RebateFacts {
  windowEndsAt: Date;
  /** Null until the friend's deposits reached the countdown threshold. */
  openedAt: Date | null;
  countdownEndsAt: Date | null;
  /** The friend's valid bets counted so far (settled within the window). */
  validBets: number;
  /** What the job decided when it closed the rebate, if it has. */
  closedState: 'claimed' | 'expired' | null;
}

/**
 * The state a player reads (docs/product-rules.md#invite), as of `now`: closed as the job closed
 * it; not meeting the standard until the countdown opens (expired when the window ends first);
 * expired when the countdown or the window ended without a valid bet; otherwise in progress
 * until the job's last payment closes it claimed.
 */
export function inviteRebateState(facts: RebateFacts, now: Date): InviteRebateState {
  if (facts.closedState) return facts.closedState;
  if (!facts.openedAt || !facts.countdownEndsAt)
    return now >= facts.windowEndsAt ? 'expired' : 'notMeetingStandard';
  const unusedBy =
    facts.countdownEndsAt < facts.windowEndsAt ? facts.countdownEndsAt : facts.windowEndsAt;
  if (facts.validBets === 0 && now >= unusedBy) return 'expired';
  return 'inProgress';
}

export interface InviteRecordFacts {
  windowEndsAt: Date;
  firstDeposit: { amount: number; at: Date } | null;
  /** What the inviter received for this friend's deposits (steps and deposit bonus). */
  bonus: number;
}

/**
 * An invitation record's state (docs/product-rules.md#invite): dispatched once the inviter was
 * rewarded for the friend; expired when the friend can no longer count (a first deposit under 100
 * yuan in the friend's currency, or the window ended without a qualifying one); otherwise no first
 * deposit yet.
 */
export function inviteRecordState(
  facts: InviteRecordFacts,
  now: Date,
  friendFigure: Figure = AS_WRITTEN,
): InviteRecordState {
  if (facts.bonus > 0) return 'dispatched';
  const first = facts.firstDeposit;
  if (first && (first.amount < friendFigure(MIN_FIRST_DEPOSIT) || first.at >= facts.windowEndsAt))
    return 'expired';
  return now >= facts.windowEndsAt ? 'expired' : 'noFirstDeposit';
}

/**
 * player0001 → pl***1: enough to recognise oneself in the marquee, too little to find anyone; the
 * pages mask the same way, so a name masked here reads the same there.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
