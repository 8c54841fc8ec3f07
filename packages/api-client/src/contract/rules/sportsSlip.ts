import { z } from 'zod';
import { BASE_CURRENCY, figureIn, type CurrencyCode } from '../currency';

/**
 * The sportsbook's bet slip rules (docs/product-rules.md#games), one place for the slip sheet and
 * the server: how many selections, the minimum stake of a single or a parlay, and the potential
 * return. Odds are integer thousandths (1.850 -> 1850).
 */

/** A single's minimum stake: 10 yuan. */
export const SPORTS_SINGLE_MIN_FEN = 1_000;
/** A parlay's minimum stake: 5 yuan. */
export const SPORTS_PARLAY_MIN_FEN = 500;
/** A slip's maximum stake: 50,000 yuan. */
export const SPORTS_SLIP_MAX_FEN = 5_000_000;
export const PARLAY_MIN_SELECTIONS = 3;
export const PARLAY_MAX_SELECTIONS = 10;
/** Odds are thousandths: 1000 is evens money back (a void selection in a parlay). */
export const ODDS_SCALE = 1_000;
/** An event suspended this long without resuming is void. */
export const SPORTS_VOID_AFTER_MS = 36 * 60 * 60 * 1000;

export const SPORTS = ['football', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];
/** The match-winner market: football 1X2, e-sports home/away. */
export const SPORTS_PICKS = ['home', 'draw', 'away'] as const;
export type SportsPick = (typeof SPORTS_PICKS)[number];

export type SlipKind = 'single' | 'parlay';

/** A slip of one selection is a single; three to ten is a parlay; two is neither. */
export function slipKindOf(selections: number): SlipKind | null {
  if (selections === 1) return 'single';
  if (selections >= PARLAY_MIN_SELECTIONS && selections <= PARLAY_MAX_SELECTIONS) return 'parlay';
  return null;
}

/** A kind's minimum stake in `currency`'s minor units (the figure read through figureIn). */
export function minimumStakeFen(kind: SlipKind, currency: CurrencyCode = BASE_CURRENCY): number {
  return figureIn(currency, kind === 'single' ? SPORTS_SINGLE_MIN_FEN : SPORTS_PARLAY_MIN_FEN);
}

/**
 * floor(stake × product of odds / 1000^n), in exact integer arithmetic (BigInt: ten selections at
 * 100.000 overflow a double's integers); a void selection passes as 1000.
 */
export function potentialReturnFen(stake: number, odds: readonly number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= BigInt(ODDS_SCALE);
  }
  return Number(numerator / denominator);
}

/** One selection as the player saw it: the event, the pick, its odds and the odds version. */
export const sportsSelectionSchema = z.object({
  eventId: z.string().regex(/^\d{1,18}$/, { error: 'input.id' }),
  pick: z.enum(SPORTS_PICKS, { error: 'sportsbook.pick' }),
  /** Thousandths, as shown (the slip is refused when they moved). */
  odds: z
    .number({ error: 'sportsbook.odds' })
    .int({ error: 'sportsbook.odds' })
    .min(1_001, { error: 'sportsbook.odds' }),
});
export type SportsSelection = z.output<typeof sportsSelectionSchema>;

/**
 * A slip: one selection (a single) or 3-10 on distinct events (a parlay), and a stake in fen of at
 * least the kind's minimum. The stake's message carries the minimum in minor units with its currency.
 */
export const sportsSlipFields = {
  selections: z.array(sportsSelectionSchema, { error: 'sportsbook.selections' }),
  stake: z
    .number({ error: 'sportsbook.stake' })
    .int({ error: 'sportsbook.stake' })
    .positive({ error: 'sportsbook.stake' })
    .max(SPORTS_SLIP_MAX_FEN, { error: 'sportsbook.stakeMax' }),
};

/**
 * The slip's rules across its fields (the request schema adds them to its own object), the
 * minimum in `currency` (docs/product-rules.md#currency).
 */
export function checkSportsSlip(
  slip: { selections: SportsSelection[]; stake: number },
  ctx: z.RefinementCtx,
  currency: CurrencyCode = BASE_CURRENCY,
): void {
  const kind = slipKindOf(slip.selections.length);
  if (!kind) {
    ctx.addIssue({ code: 'custom', path: ['selections'], message: 'sportsbook.selections' });
    return;
  }
  const events = new Set(slip.selections.map((s) => s.eventId));
  if (events.size !== slip.selections.length)
    ctx.addIssue({ code: 'custom', path: ['selections'], message: 'sportsbook.sameEvent' });
  const minimum = minimumStakeFen(kind, currency);
  if (slip.stake < minimum)
    ctx.addIssue({
      code: 'custom',
      path: ['stake'],
      message: kind === 'single' ? 'sportsbook.singleMin' : 'sportsbook.parlayMin',
      params: { min: minimum, currency },
    });
}

/** A slip whose minimums are read in `currency` (docs/product-rules.md#currency). */
export function sportsSlipSchemaIn(currency: CurrencyCode) {
  return z
    .object(sportsSlipFields)
    .superRefine((slip, ctx) => checkSportsSlip(slip, ctx, currency));
}

export const sportsSlipSchema = sportsSlipSchemaIn(BASE_CURRENCY);
export type SportsSlip = z.output<typeof sportsSlipSchema>;
