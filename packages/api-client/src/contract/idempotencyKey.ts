/**
 * A key for one attempt of a money movement, in the form idempotencyKeySchema accepts (8-64 of
 * A-Za-z0-9_-): a retried request with the same key is applied once. getRandomValues works on
 * plain-http pages too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
