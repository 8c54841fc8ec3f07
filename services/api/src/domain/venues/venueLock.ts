import { VENUE_UNLOCK_BELOW_YUAN, yuanToFen } from '@platform/api-client/contract';

export interface VenueLockState {
  requiredTurnover: number;
  completedTurnover: number;
  /** The player's balance in the locked venue, fen. */
  venueBalance: number;
  /** Bets placed in the venue and not settled yet. */
  unsettledBets: number;
}

/**
 * Whether a venue lock may be released (docs/product-rules.md#venue-lock): the turnover is met, or
 * the venue balance is under 5 yuan with every bet settled. The release itself happens on the next
 * transfer of any amount, or on re-entering the venue in free-transfer mode.
 */
export function canReleaseVenueLock(lock: VenueLockState): boolean {
  if (lock.completedTurnover >= lock.requiredTurnover) return true;
  return lock.venueBalance < yuanToFen(VENUE_UNLOCK_BELOW_YUAN) && lock.unsettledBets === 0;
}
