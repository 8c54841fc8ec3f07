import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HealthToken } from '@platform/delivery';

/**
 * A page load's health token (docs/decisions.md#delivery-health-tokens): handed out with the
 * runtime manifest, sent back with every health report of that load. It names the load by a
 * random id, says until when it is good, and is signed with the server's secret, so a report
 * cannot be made without fetching a manifest first, and a page's many reports count once in a
 * canary's verdict. It names no player, device or address.
 *
 * Shape: `<load id>.<expiry, unix seconds>.<HMAC-SHA256 of "h1.<load id>.<expiry>">`, base64url.
 */

/** A token is good for 30 minutes; the shell fetches a fresh one before then. */
export const HEALTH_TOKEN_TTL_SECONDS = 30 * 60;
/** Longer than any token we make: refused before any work. */
export const MAX_HEALTH_TOKEN_LENGTH = 100;

const LOAD_ID_BYTES = 16;
const SHAPE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, loadId: string, expiry: number): string {
  return createHmac('sha256', secret).update(`h1.${loadId}.${expiry}`).digest('base64url');
}

/** A new page load's token, good for `ttlSeconds` from `now`. */
export function issueHealthToken(
  secret: string,
  now: Date,
  ttlSeconds: number = HEALTH_TOKEN_TTL_SECONDS,
): HealthToken {
  const loadId = randomBytes(LOAD_ID_BYTES).toString('base64url');
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const sig = signature(secret, loadId, expiry);
  return { token: `${loadId}.${expiry}.${sig}`, expiresIn: ttlSeconds };
}

/**
 * The load id of a token this secret signed and that has not expired (it is good through its
 * expiry second), or null: tampered, signed with another secret, expired or not a token at all.
 */
export function verifyHealthToken(secret: string, token: string, now: Date): string | null {
  if (token.length > MAX_HEALTH_TOKEN_LENGTH) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, loadId, expiryText, sig] = match as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  // Compared as text: two base64url spellings of one digest are not the same token.
  const expected = Buffer.from(signature(secret, loadId, expiry));
  const actual = Buffer.from(sig);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return Math.floor(now.getTime() / 1000) <= expiry ? loadId : null;
}
