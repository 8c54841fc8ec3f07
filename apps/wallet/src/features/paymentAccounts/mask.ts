/**
 * A card number, address or wallet account with only its ends showing, so a list on screen never
 * reveals a whole account. Values the server already masked are left as they are.
 */
export function maskAccount(value: string): string {
  if (value.includes('*')) return value;
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  if (compact.length <= 8) return `${'*'.repeat(compact.length - 4)}${compact.slice(-4)}`;
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
