import { cardholderSchema } from '@platform/api-client/contract';

/**
 * The cardholder must be the player's real name (docs/product-rules.md#payment-accounts). A player
 * with no real name yet takes the first card's holder as their real name (the bank vouches for it),
 * and from then on it is confirmed: cards in other names are refused and the name can no longer be
 * edited.
 */
export type HolderNameCheck = 'matches' | 'becomesRealName' | 'mismatch';

export function checkHolderName(realName: string | null, holderName: string): HolderNameCheck {
  if (realName === null || realName.trim() === '') return 'becomesRealName';
  return cardholderSchema(realName).safeParse(holderName).success ? 'matches' : 'mismatch';
}
