/**
 * Closed lists of the product (spec sections 3 and 4). Wire values are stable camelCase keys; the
 * labels people read live in i18n, keyed by these values.
 */

/**
 * The twelve deposit methods, in the order the deposit page shows them
 * (docs/product-rules.md#deposits).
 */
export const DEPOSIT_METHODS = [
  'bankCardTransfer',
  'bankCardRemittance',
  'blockchainTopUp',
  'thirdPartyTopUp',
  'coinPaymentApp',
  'virtualCoinTopUp',
  'digitalRmb',
  'valetTopUp',
  'prepaidVoucherWallet',
  'fastCardTransfer',
  'fastAlipay',
  'shortVideoRedPacket',
] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * Each method uses one of the two deposit ranges of DEPOSIT_RANGES_YUAN
 * (docs/product-rules.md#deposits).
 */
export const DEPOSIT_METHOD_AMOUNT_RANGE = {
  bankCardTransfer: 'large',
  bankCardRemittance: 'large',
  blockchainTopUp: 'large',
  thirdPartyTopUp: 'standard',
  coinPaymentApp: 'large',
  virtualCoinTopUp: 'large',
  digitalRmb: 'standard',
  valetTopUp: 'large',
  prepaidVoucherWallet: 'standard',
  fastCardTransfer: 'large',
  fastAlipay: 'standard',
  shortVideoRedPacket: 'standard',
} as const satisfies Record<DepositMethod, 'standard' | 'large'>;

/** Methods that pay in virtual coin and therefore also ask for coin type and protocol. */
export const VIRTUAL_COIN_DEPOSIT_METHODS = [
  'blockchainTopUp',
  'coinPaymentApp',
  'virtualCoinTopUp',
] as const satisfies readonly DepositMethod[];

export const COIN_TYPES = ['USDT'] as const;
export type CoinType = (typeof COIN_TYPES)[number];

/** The chains a coin account or deposit speaks (docs/product-rules.md#payment-accounts). */
export const COIN_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type CoinProtocol = (typeof COIN_PROTOCOLS)[number];

/**
 * The deposit order's life (docs/product-rules.md#deposits); `toBeConfirmed` is "voucher uploaded,
 * payment confirmed".
 */
export const DEPOSIT_ORDER_STATUSES = [
  'waitingForPayment',
  'voucherUploaded',
  'toBeConfirmed',
  'success',
  'failure',
  'cancelled',
  'expired',
] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];

/**
 * The five reasons a player may give for cancelling an unpaid deposit order
 * (docs/product-rules.md#deposits).
 */
export const DEPOSIT_CANCEL_REASONS = [
  'paymentRiskWarning',
  'receivingCardFrozen',
  'bankNotFound',
  'noLongerWantsToDeposit',
  'other',
] as const;
export type DepositCancelReason = (typeof DEPOSIT_CANCEL_REASONS)[number];

/** Where a withdrawal is paid to; coin, EBpay and KOIpay open after one successful withdrawal. */
export const WITHDRAWAL_METHODS = ['bankCard', 'virtualCoin', 'ebpay', 'koipay'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const METHODS_AFTER_FIRST_WITHDRAWAL = [
  'virtualCoin',
  'ebpay',
  'koipay',
] as const satisfies readonly WithdrawalMethod[];

export const WITHDRAWAL_TYPES = ['scheduled', 'instant'] as const;
export type WithdrawalType = (typeof WITHDRAWAL_TYPES)[number];

/**
 * The arrival windows (hours of the business day) of a scheduled withdrawal
 * (docs/product-rules.md#withdrawals).
 */
export const WITHDRAWAL_WINDOWS = ['0-6', '6-12', '12-18', '18-24'] as const;
export type WithdrawalWindow = (typeof WITHDRAWAL_WINDOWS)[number];

export const WITHDRAWAL_STATUSES = [
  'reviewing',
  'scheduled',
  'paying',
  'success',
  'failure',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const BANK_CARD_TYPES = ['savings', 'credit'] as const;

/**
 * The third-party accounts a player can bind (the generic one is "addThreeAcount";
 * docs/product-rules.md#payment-accounts).
 */
export const THIRD_PARTY_ACCOUNT_TYPES = [
  'alipay',
  'wechat',
  'ebpay',
  'koipay',
  'generic',
] as const;
export type ThirdPartyAccountType = (typeof THIRD_PARTY_ACCOUNT_TYPES)[number];

/** The home page's game categories (docs/product-rules.md#games). */
export const GAME_TYPES = [
  'sports',
  'liveVideo',
  'chessAndCards',
  'esports',
  'lottery',
  'electronic',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const TRANSFER_DIRECTIONS = ['toVenue', 'toCentral'] as const;

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'rebate',
  'welfare',
  'inviteReward',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_MODES = ['income', 'expense'] as const;
export const TRANSACTION_STATUSES = ['processing', 'success', 'failure', 'cancelled'] as const;

export const BET_STATUSES = ['pending', 'settled', 'cancelled'] as const;

/** Welfare items are virtual (money) or in kind (docs/product-rules.md#welfare). */
export const WELFARE_ITEM_TYPES = ['virtual', 'inKind'] as const;
export const WELFARE_STATUSES = ['claimable', 'claimed', 'expired'] as const;

/** Message categories of the message centre (docs/product-rules.md#messages). */
export const MESSAGE_CATEGORIES = [
  'private',
  'notification',
  'activity',
  'announcement',
  'depositWithdrawal',
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** What an image is uploaded for; `paymentQrCode` is the Alipay/WeChat account's QR image. */
export const UPLOAD_PURPOSES = ['avatar', 'voucher', 'feedback', 'paymentQrCode', 'chat'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const FEEDBACK_STATUSES = ['pending', 'replied'] as const;

/**
 * Customer service (docs/product-rules.md#customer-service): online agents answer everything,
 * finance agents deposits and withdrawals. A desk is reached by the in-app chat or by e-mail.
 */
export const SERVICE_GROUPS = ['online', 'finance'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
export const SERVICE_CHANNELS = ['chat', 'email'] as const;
export type ServiceChannel = (typeof SERVICE_CHANNELS)[number];
/** Who wrote a chat message; `system` lines are the desk's own (opening hours, hand-over). */
export const CHAT_AUTHORS = ['player', 'agent', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
export const CHAT_CONVERSATION_STATUSES = ['open', 'closed'] as const;

/** The help centre's topics besides the notices (docs/product-rules.md#help). */
export const HELP_TOPICS = [
  'deposit',
  'withdraw',
  'transfer',
  'games',
  'tech',
  'contact',
  'answer',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The offers tabs besides "all" (which is no filter; docs/product-rules.md#offers). */
export const ACTIVITY_CLASSIFICATIONS = [
  'limitedTime',
  'newMemberFirstDeposit',
  'daily',
  'sports',
  'highRebate',
  'vipPrivileges',
] as const;
export type ActivityClassification = (typeof ACTIVITY_CLASSIFICATIONS)[number];

export const ACTIVITY_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * What the offers engine does with an offer (docs/product-rules.md#offers). Every kind but
 * `rebateBoost` moves a transfer of the player's own money into a venue together with the bonus,
 * and the venue locks; a rebate boost raises the day's rebate and is paid by the scheduler.
 */
export const ACTIVITY_KINDS = [
  'firstDeposit',
  'dailyDeposit',
  'sportsBonus',
  'rebateBoost',
  'vipOffer',
  'limitedTime',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How often a player may apply: once ever, or once per business day. */
export const ACTIVITY_FREQUENCIES = ['once', 'daily'] as const;

/** An offer's period as anyone sees it; a member's list adds `applied`. */
export const ACTIVITY_PERIOD_STATES = ['notStarted', 'open', 'ended'] as const;
export const ACTIVITY_STATES = [...ACTIVITY_PERIOD_STATES, 'applied'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** Why a member may not apply for an offer now, in the order the server checks them. */
export const ACTIVITY_INELIGIBILITY_REASONS = [
  'notStarted',
  'ended',
  'agentAccount',
  'vipLevel',
  'alreadyApplied',
  'appliedToday',
  'noFirstDeposit',
  'timeLimitPassed',
  'noDepositToday',
  'balanceBelowMinimum',
] as const;
export type ActivityIneligibilityReason = (typeof ACTIVITY_INELIGIBILITY_REASONS)[number];

/**
 * Where a bonus the player received came from (docs/product-rules.md#rewards). `prize` is an
 * in-kind welfare item redeemed; the VIP, rebate and invite sources are posted by their engines.
 */
export const REWARD_SOURCES = [
  'offer',
  'welfare',
  'prize',
  'vipUpgrade',
  'vipBirthday',
  'vipWeekly',
  'rebate',
  'invite',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
export const REWARD_STATUSES = ['pending', 'paid', 'rejected'] as const;
/** The reward record's two lists: money bonuses, and in-kind prizes redeemed. */
export const REWARD_RECORD_LISTS = ['rewards', 'prizes'] as const;

/**
 * Invitation record states, which are also its filters (no filter means all;
 * docs/product-rules.md#invite).
 */
export const INVITE_RECORD_STATES = ['dispatched', 'noFirstDeposit', 'expired'] as const;

/**
 * Rebate record filters (docs/product-rules.md#invite); `claimed` is a state only, shown under
 * "all".
 */
export const INVITE_REBATE_FILTERS = [
  'all',
  'notMeetingStandard',
  'inProgress',
  'expired',
] as const;
export const INVITE_REBATE_STATES = [
  'notMeetingStandard',
  'inProgress',
  'claimed',
  'expired',
] as const;
