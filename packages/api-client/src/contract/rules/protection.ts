import { z } from 'zod';
import { BASE_CURRENCY, figureIn, type CurrencyCode } from '../currency';
import { yuanToFen } from '../money';
import { wireInt } from '../wire';
import { amountSchema } from './money';

/**
 * Responsible gambling (docs/product-rules.md#responsible-gambling): the limits a player sets on
 * themselves, the breaks they take, and the figures both sides share.
 */

/** Money limits: what may be deposited, lost (stakes minus returns) and wagered in a period. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** Periods in business time: the business day, the week from Monday, the calendar month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a player can set: the nine money limits and the session time limit. */
export const LIMIT_NAMES = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** Raising or removing a limit waits this long, then needs the player's confirmation. */
export const LIMIT_RAISE_COOLING_HOURS = 24;

/** A money limit is from 1 to 10,000,000 yuan, figures read in the member's currency. */
export const MONEY_LIMIT_MIN_FEN = yuanToFen(1);
export const MONEY_LIMIT_MAX_FEN = yuanToFen(10_000_000);
export function moneyLimitAmountRule(currency: CurrencyCode = BASE_CURRENCY) {
  return amountSchema({
    min: figureIn(currency, MONEY_LIMIT_MIN_FEN),
    max: figureIn(currency, MONEY_LIMIT_MAX_FEN),
    currency,
  });
}
export const moneyLimitAmountSchema = moneyLimitAmountRule();

/** Session time limits a player can choose, minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 360, 480] as const;
/** Reality check intervals a player can choose, minutes. */
export const REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

/**
 * A play session: it starts with a play (a game opened, money into a venue, a round, a ticket, a
 * slip) and ends after this many minutes without one; a session ended by its time limit keeps play
 * closed until this long has passed, so the next session starts after a real break.
 */
export const PLAY_SESSION_GAP_MINUTES = 30;

/** A cool-off lasts 1 to 42 days (24 hours to 6 weeks). */
export const COOL_OFF_DAYS = { min: 1, max: 42 } as const;
/** A self-exclusion lasts 6 to 60 months, or is permanent. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export const BREAK_KINDS = ['coolOff', 'selfExclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

function oneOf(values: readonly number[], message: string) {
  return wireInt.pipe(
    z
      .number()
      .int()
      .refine((v) => values.includes(v), { error: message }),
  );
}

export const sessionLimitMinutesSchema = oneOf(SESSION_LIMIT_MINUTES, 'protection.sessionMinutes');
export const realityCheckMinutesSchema = oneOf(
  REALITY_CHECK_MINUTES,
  'protection.realityCheckMinutes',
);
export const coolOffDaysSchema = wireInt.pipe(
  z
    .number()
    .int()
    .min(COOL_OFF_DAYS.min, { error: 'protection.coolOffDays' })
    .max(COOL_OFF_DAYS.max, { error: 'protection.coolOffDays' }),
);
export const selfExclusionMonthsSchema = wireInt.pipe(
  z
    .number()
    .int()
    .min(SELF_EXCLUSION_MONTHS.min, { error: 'protection.exclusionMonths' })
    .max(SELF_EXCLUSION_MONTHS.max, { error: 'protection.exclusionMonths' }),
);
