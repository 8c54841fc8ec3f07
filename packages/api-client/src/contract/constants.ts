/** Business constants, one place for each (docs/product-rules.md#constants). */
export const BALANCE_POLL_MS = 5_000;
/**
 * The member event stream's event that carries the player's balances (`{ userBalanceMap }`), on
 * the server and in the app (docs/product-rules.md#event-stream).
 */
export const BALANCE_STREAM_EVENT = 'balance';
/** The member's play session changed: a reality check is due, the session limit was reached. */
export const PLAY_SESSION_STREAM_EVENT = 'playSession';
/** The member's limits or break changed (set on another device, a raise confirmed). */
export const PROTECTION_STREAM_EVENT = 'protection';
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_RESET_SECONDS = 30;
export const NAVIGATION_FLAG_MS = 1_500;
export const NETWORK_TIMEOUT_MS = 60_000;
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const TOO_FREQUENT_WINDOW_MS = 10_000;

export const MAX_BANK_CARDS = 10;
export const SUPPORTED_WITHDRAWAL_BANKS = 15;
export const TRANSACTION_HISTORY_DAYS = 30;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const FEEDBACK_ORDER_MAX_AGE_DAYS = 7;
export const FEEDBACK_MIN_CHARS = 20;
export const FEEDBACK_MAX_CHARS = 200;
/** Images one feedback may carry (docs/product-rules.md#feedback). */
export const MAX_FEEDBACK_IMAGES = 3;
/** Voucher images one deposit order may carry (docs/product-rules.md#deposits). */
export const MAX_VOUCHERS_PER_ORDER = 3;
/** How long a deposit order waits for payment before it expires (docs/product-rules.md#deposits). */
export const DEPOSIT_PAYMENT_WINDOW_MINUTES = 30;
/**
 * A secret a player types and an attacker could guess (the payment password, the phone's middle
 * digits): this many wrong in a row lock the check for WRONG_ATTEMPT_LOCK_MINUTES
 * (docs/product-rules.md#passwords).
 */
export const WRONG_ATTEMPTS_BEFORE_LOCK = 5;
export const WRONG_ATTEMPT_LOCK_MINUTES = 15;
/** How long the login password typed again, and a passed security verification, count (docs/product-rules.md#passwords). */
export const PASSWORD_PROOF_MINUTES = 5;
export const SECURITY_VERIFICATION_MINUTES = 10;
export const ADULT_AGE_YEARS = 18;

/** What support promises (docs/product-rules.md#help): deposit arrival and withdrawal times. */
export const DEPOSIT_ARRIVAL_MINUTES = { min: 5, max: 15 } as const;
export const WITHDRAWAL_USUAL_MINUTES = 10;
export const WITHDRAWAL_CONTACT_AFTER_MINUTES = 30;
/** Browser help (docs/product-rules.md#help): the smallest screen and colour depth we design for. */
export const RECOMMENDED_SCREEN = { width: 1024, height: 768, colourBits: 32 } as const;
/** Customer service chat (docs/product-rules.md#customer-service). */
export const CHAT_MAX_CHARS = 500;
export const CHAT_GUEST_NAME_MAX_CHARS = 30;
/** While the member event stream is down, the chat reads its messages this often. */
export const CHAT_POLL_MS = 5_000;

export const DEPOSIT_RANGES_YUAN = {
  standard: { min: 100, max: 3_000 },
  large: { min: 100, max: 1_000_000 },
} as const;

export const VIP_LEVELS = 10;
export const VIP_MAINTENANCE_DAYS = 90;
/**
 * The VIP birthday gift goes to accounts registered more than this many days before the birthday
 * (docs/product-rules.md#vip).
 */
export const VIP_BIRTHDAY_GIFT_AFTER_DAYS = 90;
/**
 * When the VIP weekly red envelope opens on Saturday, business time, by level band
 * (docs/product-rules.md#vip): VIP 1-5 at 01:00, VIP 6-10 at 13:00.
 */
export const VIP_WEEKLY_ENVELOPE_OPENINGS = [
  { time: '01:00', levels: [1, 5] },
  { time: '13:00', levels: [6, 10] },
] as const;
export const VENUE_LOCK_TURNOVER_MULTIPLE = 12;
export const VENUE_UNLOCK_BELOW_YUAN = 5;
export const BONUS_WITHDRAWAL_TURNOVER_MULTIPLE = 1;
export const WELFARE_BONUS_VALID_DAYS = 3;

/** The in-house venue (docs/product-rules.md#games): its platform code, and each bet's table maximum in fen. */
export const INHOUSE_PLAT_CODE = 'STHOUSE';
export const INHOUSE_TABLE_MAX_FEN = {
  baccarat: {
    player: 5_000_000,
    banker: 5_000_000,
    tie: 500_000,
    playerPair: 500_000,
    bankerPair: 500_000,
  },
  roulette: {
    straight: 100_000,
    split: 200_000,
    street: 300_000,
    corner: 400_000,
    sixLine: 600_000,
    dozen: 2_000_000,
    column: 2_000_000,
    red: 3_000_000,
    black: 3_000_000,
    odd: 3_000_000,
    even: 3_000_000,
    low: 3_000_000,
    high: 3_000_000,
  },
  sicbo: {
    big: 3_000_000,
    small: 3_000_000,
    odd: 3_000_000,
    even: 3_000_000,
    anyTriple: 200_000,
    triple: 50_000,
    double: 300_000,
    single: 1_000_000,
    total: 200_000,
    combination: 500_000,
  },
  dragonTiger: {
    dragon: 5_000_000,
    tiger: 5_000_000,
    tie: 500_000,
    suitedTie: 100_000,
  },
  /** A pick bet's top prize is 100,000 times its stake (10 of 10), so its maximum is low. */
  keno: {
    pick: 50_000,
    big: 3_000_000,
    small: 3_000_000,
  },
  /** Per line; a spin stakes it on all 10 lines. */
  slot: {
    lineStake: 100_000,
  },
} as const;

/**
 * The six-number lottery (docs/product-rules.md#games): each bet kind's maximum stake per bet in fen,
 * and how many bets one ticket holds.
 */
export const LOTTERY6_TABLE_MAX_FEN = {
  special: 100_000,
  regular: 500_000,
  big: 2_000_000,
  small: 2_000_000,
  odd: 2_000_000,
  even: 2_000_000,
} as const;
export const LOTTERY6_MAX_BETS_PER_TICKET = 60;

/** Business time for daily and weekly rules; timestamps are stored in UTC. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/**
 * The frame a slide's image is drawn for (5:2); the home banner keeps this box before the image
 * loads, so nothing below it moves.
 */
export const SLIDE_IMAGE = { width: 750, height: 300 } as const;

/**
 * The sys config keys of the operator's currencies (docs/product-rules.md#currency): the list a
 * member may choose from, and a new member's (what a guest's amounts are shown in).
 */
export const SITE_CURRENCY_KEYS = { offered: 'currencies', newMember: 'default_currency' } as const;
