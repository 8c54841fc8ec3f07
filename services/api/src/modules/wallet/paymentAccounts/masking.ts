/** Contract: a listed card number shows only its last four digits. */
export function maskCardNumber(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`;
}

/**
 * Contract: a listed coin address or wallet account shows only its last four characters; the full
 * value is stored sealed and read only by the payout (docs/decisions-api.md#personal-data-at-rest).
 */
export function maskTail(value: string): string {
  return `****${value.slice(-4)}`;
}
