import type { Fen } from '@platform/api-client/contract';

/** What the operator configured for one channel (deposit_channels). */
export interface ChannelLimits {
  minAmount: Fen;
  maxAmount: Fen;
  fixedAmounts: readonly Fen[];
  fixedAmountsOnly: boolean;
}

export type AmountProblem = 'outOfRange' | 'notOffered';

/**
 * The channel's own check on top of the method's range of spec 5 (which the request schema already
 * applied): the channel's limits, and for red-packet channels one of their fixed sums.
 */
export function channelAmountProblem(limits: ChannelLimits, amount: Fen): AmountProblem | null {
  if (amount < limits.minAmount || amount > limits.maxAmount) return 'outOfRange';
  if (limits.fixedAmountsOnly && !limits.fixedAmounts.includes(amount)) return 'notOffered';
  return null;
}
