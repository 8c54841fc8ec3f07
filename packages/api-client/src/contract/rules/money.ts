import { z } from 'zod';
import { FEN_PER_YUAN, type Fen } from '../money';

const fenSchema = z
  .number({ error: 'amount.required' })
  .int({ error: 'amount.format' })
  .positive({ error: 'amount.positive' });

/** Spec 5: a deposit is 100-3,000 or 100-1,000,000 yuan depending on the method. */
export function depositAmountSchema(range: { min: number; max: number }) {
  return fenSchema
    .min(range.min * FEN_PER_YUAN, { error: 'amount.depositRange' })
    .max(range.max * FEN_PER_YUAN, { error: 'amount.depositRange' });
}

/** Spec 5: a transfer may not exceed the source wallet's balance. */
export function transferAmountSchema(sourceBalance: Fen) {
  return fenSchema.max(sourceBalance, { error: 'amount.exceedsSource' });
}

/** Spec 5: a withdrawal may not exceed the available quota. */
export function withdrawalAmountSchema(availableQuota: Fen) {
  return fenSchema.max(availableQuota, { error: 'amount.exceedsQuota' });
}

/** "Integers advised": a hint for whole-yuan amounts, not a refusal. */
export function isWholeYuan(amount: Fen): boolean {
  return amount % FEN_PER_YUAN === 0;
}
