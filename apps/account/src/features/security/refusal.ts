/**
 * The server's own words for a refused call (wrong password with the attempts left, a lock with
 * its end), to keep on the page after the toast has gone; nothing for a network failure, which
 * stays silent (docs/product-rules.md#answers).
 */
export function refusalMessage(error: unknown): string | null {
  const refusal = error as { kind?: unknown; msg?: unknown } | null | undefined;
  return refusal?.kind === 'refused' && typeof refusal.msg === 'string' ? refusal.msg : null;
}
