/** Contract: a listed card number shows only its last four digits. */
export function maskCardNumber(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`;
}
