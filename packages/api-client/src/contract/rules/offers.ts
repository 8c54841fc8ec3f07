import type { ActivityTerms, OfferBonusTerms } from '../entities-domain';
import type { Fen } from '../money';
import { BASE_CURRENCY, type CurrencyCode } from '../currency';
import { amountSchema } from './money';

const BP_PER_WHOLE = 10_000;

/**
 * The terms that apply to a player: a VIP offer's row for their level (none below its lowest
 * row), every other offer's own terms (docs/product-rules.md#offers).
 */
export function termsForLevel(terms: ActivityTerms, vipLevel: number): OfferBonusTerms | null {
  if (!terms.termsByVipLevel) return terms;
  return terms.termsByVipLevel.find((row) => row.vipLevel === vipLevel) ?? null;
}

/** The bonus of a transfer: min(transfer × ratio, maximum), rounded down to the fen. */
export function offerBonus(transfer: Fen, terms: OfferBonusTerms): Fen {
  const byRatio = Math.floor((transfer * terms.bonusRatioBp) / BP_PER_WHOLE);
  return Math.min(byRatio, terms.maxBonus);
}

/**
 * The turnover that releases the venue lock after an application
 * (docs/product-rules.md#venue-lock): (transfer + bonus) × the offer's multiple.
 */
export function lockTurnover(transfer: Fen, bonus: Fen, terms: OfferBonusTerms): Fen {
  return (transfer + bonus) * terms.turnoverMultiple;
}

/**
 * The transfer an application moves with its bonus: at least the offer's minimum and within what
 * the central wallet can spend. The apply form and the server both use it.
 */
export function offerTransferSchema(
  terms: OfferBonusTerms,
  centralBalance: Fen | null,
  currency: CurrencyCode = BASE_CURRENCY,
) {
  return amountSchema({
    currency,
    min: terms.minTransfer > 0 ? terms.minTransfer : undefined,
    balance: centralBalance ?? undefined,
  });
}
