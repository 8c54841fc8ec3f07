import {
  BASE_CURRENCY,
  parseAmount,
  type CurrencyCode,
  type Fen,
  type OfferBonusTerms,
} from '@platform/api-client';
import { lockTurnover, offerBonus } from '@platform/api-client/contract';

export interface ApplyPreview {
  transfer: Fen;
  bonus: Fen;
  /** What the venue receives: the transfer and the bonus. */
  total: Fen;
  /** The valid turnover that releases the venue lock (docs/product-rules.md#venue-lock). */
  turnover: Fen;
}

/**
 * What an application of the typed amount would give, by the contract's own rules (offerBonus,
 * lockTurnover); null while the amount is not a positive sum in the member's currency.
 */
export function applyPreview(
  typed: string | undefined,
  terms: OfferBonusTerms,
  currency: CurrencyCode = BASE_CURRENCY,
): ApplyPreview | null {
  const transfer = typed ? parseAmount(typed.trim(), currency) : null;
  if (transfer === null || transfer <= 0) return null;
  const bonus = offerBonus(transfer, terms);
  return {
    transfer,
    bonus,
    total: transfer + bonus,
    turnover: lockTurnover(transfer, bonus, terms),
  };
}
