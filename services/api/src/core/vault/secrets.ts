import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ring } from './vault';

/**
 * Short-lived secrets a player types back (verification codes, captcha answers) are stored as a
 * salted HMAC under the index key: a dump does not hand out live codes, and without the key not even
 * a search of the million six-digit codes finds one. `salt.mac`, base64url.
 */
export function hashSecret(purpose: string, value: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}.${mac(purpose, salt, value)}`;
}

function mac(purpose: string, salt: string, value: string): string {
  return createHmac('sha256', ring().indexKey)
    .update(`secret|${purpose}|${salt}|${value}`)
    .digest('base64url');
}

/** Constant-time comparison of a typed value with a stored hash. */
export function secretMatches(purpose: string, stored: string, value: string): boolean {
  const dot = stored.indexOf('.');
  if (dot < 1) return false;
  const expected = Buffer.from(stored.slice(dot + 1));
  const actual = Buffer.from(mac(purpose, stored.slice(0, dot), value));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
