import { z } from 'zod';
import {
  ACTIVITY_APPLICATION_STATUSES,
  ACTIVITY_CLASSIFICATIONS,
  ACTIVITY_FREQUENCIES,
  ACTIVITY_INELIGIBILITY_REASONS,
  ACTIVITY_KINDS,
  ACTIVITY_PERIOD_STATES,
  BANK_CARD_TYPES,
  BET_STATUSES,
  COIN_TYPES,
  DEPOSIT_CANCEL_REASONS,
  DEPOSIT_METHODS,
  DEPOSIT_ORDER_STATUSES,
  FEEDBACK_STATUSES,
  GAME_TYPES,
  INVITE_REBATE_STATES,
  INVITE_RECORD_STATES,
  MESSAGE_CATEGORIES,
  REWARD_SOURCES,
  REWARD_STATUSES,
  THIRD_PARTY_ACCOUNT_TYPES,
  TRANSACTION_MODES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WELFARE_ITEM_TYPES,
  WELFARE_STATUSES,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TYPES,
  WITHDRAWAL_WINDOWS,
} from './catalogue';
import { COIN_PROTOCOLS } from './catalogue';
import { amountSchema } from './rules/money';
import { isoTime, wireFen, wireInt } from './wire';

/**
 * Domain entities of the wallet, games, promotions, messages and support calls. Every amount is
 * integer fen; every rate is integer basis points (1 bp = 0.01 %, so 0.13 % is 13); times are ISO.
 */

// ---- shared request fields ----

/** Chosen by the client per attempt, so a retried money movement is applied once. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey.required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'idempotencyKey.format' });

/** A positive record id; form bodies carry it as a string. */
export const recordIdSchema = wireInt.pipe(z.number().int().positive({ error: 'input.id' }));

/**
 * A positive amount of fen from a form or JSON body: the amount rule without bounds; what the
 * player's balance or quota allows, the server checks with the call's own amount rule.
 */
export const positiveFenSchema = wireFen.pipe(amountSchema());

/** A list in a form body: the JSON text the form encoding makes of an array, or comma-joined. */
function formList(text: string): unknown {
  if (text === '') return [];
  if (!text.startsWith('[')) return text.split(',');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Image URLs returned by upload/uploadFile. Form bodies have no arrays: an array travels as JSON
 * text (docs/api-contract.md#wire-rules), and a comma-joined string is accepted too.
 */
export function imageUrlListSchema(max: number) {
  return z
    .union([z.array(z.string()), z.string().transform(formList)])
    .pipe(z.array(z.string().trim().min(1)).max(max, { error: 'upload.tooMany' }));
}

export const rateBpSchema = z.number().int().nonnegative();

// ---- games and venues ----

/** A game venue (platform) such as a sports book or a live-dealer studio. */
export const venueSchema = z.object({
  platCode: z.string(),
  platName: z.string(),
  gameType: z.enum(GAME_TYPES),
  logoUrl: z.string().nullable(),
  maintenance: z.boolean(),
  sort: z.number().int(),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueBalanceSchema = z.object({
  platCode: z.string(),
  platName: z.string(),
  balance: z.number().int(),
  maintenance: z.boolean(),
  /**
   * Locked after a bonus application until the turnover is met (docs/product-rules.md#venue-lock).
   */
  locked: z.boolean(),
});
export type VenueBalance = z.infer<typeof venueBalanceSchema>;

/**
 * A venue lock (docs/product-rules.md#venue-lock): (bonus + transferred) x 12 turnover, or under 5
 * yuan with bets settled.
 */
export const venueLockSchema = z.object({
  platCode: z.string(),
  platName: z.string(),
  lockedAmount: z.number().int(),
  requiredTurnover: z.number().int(),
  completedTurnover: z.number().int(),
  /** The multiple of the offer that opened this lock (docs/product-rules.md#venue-lock). */
  turnoverMultiple: z.number().int().positive(),
  lockedAt: isoTime,
});

export const gameCategorySchema = z.object({
  gameType: z.enum(GAME_TYPES),
  name: z.string(),
  iconUrl: z.string().nullable(),
  sort: z.number().int(),
});

export const gameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  platCode: z.string(),
  platName: z.string(),
  gameType: z.enum(GAME_TYPES),
  iconUrl: z.string().nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** Always false for guests; members see their favourites. */
  isFavourite: z.boolean(),
  /** The game or its venue is under maintenance: listed, but it cannot be entered. */
  maintenance: z.boolean().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** A bet with its valid turnover and win/lose (negative when lost; docs/product-rules.md#games). */
export const betRecordSchema = z.object({
  orderNo: z.string(),
  platCode: z.string(),
  platName: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameName: z.string(),
  betAmount: z.number().int(),
  validTurnover: z.number().int(),
  winLose: z.number().int(),
  status: z.enum(BET_STATUSES),
  betTime: isoTime,
  settledAt: isoTime.nullable(),
});

// ---- VIP ----

/** Rebate ("return water") ratio of one game type. */
export const rebateRatioSchema = z.object({ gameType: z.enum(GAME_TYPES), rateBp: rateBpSchema });

/** What a VIP level (1-10) requires and grants (docs/product-rules.md#vip). */
export const vipLevelSchema = z.object({
  vipLevel: z.number().int().min(1).max(10),
  validTurnover: z.number().int(),
  relegationProtectionTurnover: z.number().int(),
  dailyWithdrawalCount: z.number().int(),
  dailyWithdrawalLimit: z.number().int(),
  upgradeGift: z.number().int(),
  birthdayGift: z.number().int(),
  weeklyRedEnvelope: z.number().int(),
  rebateRatios: z.array(rebateRatioSchema),
  promotionDiscount: z
    .object({
      minTransfer: z.number().int(),
      bonusRateBp: rateBpSchema,
      maxBonus: z.number().int(),
      turnoverMultiple: z.number().int(),
      timeLimitDays: z.number().int(),
      platCodes: z.array(z.string()),
    })
    .nullable(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The member's way to the next level and to keeping the current one (90-day window). */
export const vipProgressSchema = z.object({
  vipLevel: z.number().int().min(1).max(10),
  validTurnover: z.number().int(),
  protectionTurnover: z.number().int(),
  protectionDeadline: isoTime,
});

// ---- deposits ----

/** Where the player sends the money for one order; fields a channel does not use are null. */
export const receivingAccountSchema = z.object({
  accountName: z.string().nullable(),
  /** Card number, wallet account or coin address. */
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  /** The processor's checkout page, shown in /pages/finance/iframWeb. */
  payUrl: z.string().nullable(),
  /** The postscript the payer writes so the payment matches the order. */
  remark: z.string().nullable(),
  virtualCoin: z
    .object({
      coinType: z.enum(COIN_TYPES),
      protocol: z.enum(COIN_PROTOCOLS),
      /** Decimal strings: coin amounts are not fen and must not pass through floats. */
      exchangeRate: z.string(),
      coinAmount: z.string(),
    })
    .nullable(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** A deposit order (docs/product-rules.md#deposits); the card number is masked. */
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  /** A channel code of DEPOSIT_CHANNEL_TABLE. */
  channel: z.string(),
  payerName: z.string(),
  amount: z.number().int(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  createdAt: isoTime,
  expiresAt: isoTime,
  completedAt: isoTime.nullable(),
  voucherUrls: z.array(z.string()),
  bankName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  cancelReason: z.enum(DEPOSIT_CANCEL_REASONS).nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

// ---- withdrawals ----

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  method: z.enum(WITHDRAWAL_METHODS),
  type: z.enum(WITHDRAWAL_TYPES),
  window: z.enum(WITHDRAWAL_WINDOWS).nullable(),
  accountId: z.number().int(),
  /** Masked card number, address or wallet account. */
  accountLabel: z.string(),
  amount: z.number().int(),
  /** Scheduled withdrawals earn 0.1 %-0.6 % extra; zero when instant. */
  extraAmount: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: isoTime,
  expectedArrivalAt: isoTime.nullable(),
  completedAt: isoTime.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

// ---- payment accounts ----

export const bankCardSchema = z.object({
  id: z.number().int(),
  holderName: z.string(),
  cardType: z.enum(BANK_CARD_TYPES),
  bankId: z.number().int(),
  bankName: z.string(),
  /** Masked: only the last four digits are shown. */
  cardNumber: z.string(),
  branchAddress: z.string(),
  createdAt: isoTime,
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const blockchainAccountSchema = z.object({
  id: z.number().int(),
  alias: z.string(),
  coinType: z.enum(COIN_TYPES),
  protocol: z.enum(COIN_PROTOCOLS),
  /** Masked: only the last four characters are shown (`****1a2B`). */
  address: z.string(),
  createdAt: isoTime,
});
export type BlockchainAccount = z.infer<typeof blockchainAccountSchema>;

export const thirdPartyAccountSchema = z.object({
  id: z.number().int(),
  accountType: z.enum(THIRD_PARTY_ACCOUNT_TYPES),
  alias: z.string(),
  /** Masked: only the last four characters are shown (`****8000`). */
  account: z.string(),
  /** Alipay and WeChat payment QR image. */
  qrCodeUrl: z.string().nullable(),
  /** Generic accounts name their platform. */
  platformName: z.string().nullable(),
  createdAt: isoTime,
});
export type ThirdPartyAccount = z.infer<typeof thirdPartyAccountSchema>;

// ---- records and welfare ----

/**
 * A transaction record (docs/product-rules.md#transaction-records); `amount` is positive and `mode`
 * says which way it moved.
 */
export const transactionRecordSchema = z.object({
  orderNo: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  mode: z.enum(TRANSACTION_MODES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Deposits: the order's own status (to be confirmed, failure, success …); else null. */
  depositStatus: z.enum(DEPOSIT_ORDER_STATUSES).nullable(),
  amount: z.number().int(),
  createdAt: isoTime,
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionRecordDetailSchema = transactionRecordSchema.extend({
  fee: z.number().int(),
  balanceAfter: z.number().int(),
  /** e.g. "central wallet → AG venue" or the deposit channel, in the request language. */
  description: z.string(),
  remark: z.string().nullable(),
  completedAt: isoTime.nullable(),
});

/** A welfare item (docs/product-rules.md#welfare); in-kind items carry amount 0. */
export const welfareItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(WELFARE_ITEM_TYPES),
  status: z.enum(WELFARE_STATUSES),
  count: z.number().int(),
  amount: z.number().int(),
  createdAt: isoTime,
  expiresAt: isoTime,
  claimedAt: isoTime.nullable(),
});
export type WelfareItem = z.infer<typeof welfareItemSchema>;

// ---- messages and feedback ----

export const messageSchema = z.object({
  id: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  isRead: z.boolean(),
  createdAt: isoTime,
});
export type Message = z.infer<typeof messageSchema>;

export const messageDetailSchema = messageSchema.extend({ content: z.string() });

export const feedbackSchema = z.object({
  id: z.number().int(),
  /** A dictValue of the feedback-type dictionary (getSysDictionary). */
  questionType: z.string(),
  orderNo: z.string().nullable(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: isoTime,
  repliedAt: isoTime.nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// ---- activities and invitation ----

/** An offer in the list, in the request language (docs/product-rules.md#offers). */
export const activitySchema = z.object({
  id: z.number().int(),
  classification: z.enum(ACTIVITY_CLASSIFICATIONS),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  /** One line under the title on the card. */
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: isoTime,
  endsAt: isoTime.nullable(),
  /** Whether the player applies (bonus application) or the bonus is granted automatically. */
  needsApplication: z.boolean(),
  /** The period as anyone sees it; a member's `applied` comes from queryActivityStates. */
  periodState: z.enum(ACTIVITY_PERIOD_STATES),
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * The bonus terms of an offer, or of one VIP level for a VIP offer
 * (docs/product-rules.md#offers). The bonus is min(transfer × ratio, maximum), rounded down to
 * the fen; the venue locks until (transfer + bonus) × the multiple is wagered there.
 */
export const offerBonusTermsSchema = z.object({
  /** The smallest transfer the bonus applies to, fen; 0 for offers without a transfer. */
  minTransfer: z.number().int().nonnegative(),
  bonusRatioBp: rateBpSchema,
  maxBonus: z.number().int().nonnegative(),
  turnoverMultiple: z.number().int().positive(),
});
export type OfferBonusTerms = z.infer<typeof offerBonusTermsSchema>;

export const activityTermsSchema = offerBonusTermsSchema.extend({
  frequency: z.enum(ACTIVITY_FREQUENCIES),
  /**
   * Hours after the qualifying deposit (first deposit, or today's deposit) within which the
   * application must be made; null when the offer's period is the only limit.
   */
  timeLimitHours: z.number().int().positive().nullable(),
  /** The lowest VIP level that may apply; null for every level. */
  minVipLevel: z.number().int().min(1).max(10).nullable(),
  excludesAgents: z.boolean(),
  /** Whether the application moves a transfer into a venue (every kind but rebateBoost). */
  requiresTransfer: z.boolean(),
  /** A VIP offer's terms by level (they replace the ones above for that level); else null. */
  termsByVipLevel: z
    .array(offerBonusTermsSchema.extend({ vipLevel: z.number().int().min(1).max(10) }))
    .nullable(),
});
export type ActivityTerms = z.infer<typeof activityTermsSchema>;

export const activityDetailSchema = activitySchema.extend({
  /** Sanitised HTML in the request language. */
  content: z.string(),
  terms: activityTermsSchema,
  /**
   * The venues the bonus may be played in, with their names in the request language; the venue
   * locks after the application (docs/product-rules.md#venue-lock).
   */
  venues: z.array(z.object({ platCode: z.string(), platName: z.string() })),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** One offer as the member sees it: applied in its current period, and whether they may apply. */
export const activityMemberStateSchema = z.object({
  activityId: z.number().int(),
  /** Applied (pending or approved) once ever, or today for a daily offer. */
  applied: z.boolean(),
  eligible: z.boolean(),
  /** The first rule that stands, when not eligible. */
  reason: z.enum(ACTIVITY_INELIGIBILITY_REASONS).nullable(),
});
export type ActivityMemberState = z.infer<typeof activityMemberStateSchema>;

/** A bonus application (docs/product-rules.md#offers): `amount` is the bonus. */
export const activityApplicationSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  /** The venue the transfer and bonus went to; null for a rebate boost. */
  platCode: z.string().nullable(),
  platName: z.string().nullable(),
  /** The player's own money moved with the bonus, fen (0 for a rebate boost). */
  transferAmount: z.number().int(),
  amount: z.number().int(),
  /** The turnover that releases the venue lock, fen; null without a lock. */
  requiredTurnover: z.number().int().nullable(),
  status: z.enum(ACTIVITY_APPLICATION_STATUSES),
  appliedAt: isoTime,
  reviewedAt: isoTime.nullable(),
});
export type ActivityApplication = z.infer<typeof activityApplicationSchema>;

/** One line of the reward record (docs/product-rules.md#rewards), title in the request language. */
export const rewardRecordSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  /** Fen; 0 for an in-kind prize. */
  amount: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
});
export type RewardRecord = z.infer<typeof rewardRecordSchema>;

/**
 * The invitation record of one invited friend (docs/product-rules.md#invite); the username is
 * masked.
 */
export const inviteRecordSchema = z.object({
  inviteeUsername: z.string(),
  registeredAt: isoTime,
  firstDepositAt: isoTime.nullable(),
  firstDepositAmount: z.number().int().nullable(),
  bonus: z.number().int(),
  endsAt: isoTime,
  state: z.enum(INVITE_RECORD_STATES),
});

/**
 * An invite rebate (docs/product-rules.md#invite): the countdown opens at 100 yuan cumulative
 * deposit and lasts 7 days.
 */
export const inviteRebateRecordSchema = z.object({
  inviteeUsername: z.string(),
  registeredAt: isoTime,
  cumulativeDeposit: z.number().int(),
  validBets: z.number().int(),
  rebateAmount: z.number().int(),
  state: z.enum(INVITE_REBATE_STATES),
  countdownEndsAt: isoTime.nullable(),
});
