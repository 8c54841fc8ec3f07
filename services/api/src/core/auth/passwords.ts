import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { appEnvFrom, type AppEnv } from '../appEnv';

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's current guidance for scrypt: N=2^17, r=8, p=1 (128 MiB and a few hundred ms of one core
 * per hash: docs/performance.md#password-hashing). Every mode but test hashes with it.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Under APP_ENV=test only: suites register thousands of players, at the cost the API had before
 * (docs/decisions-api.md#sessions-and-passwords). Never chosen in development or production.
 */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

/** The cost new hashes get in a mode. */
export function scryptParamsFor(appEnv: AppEnv): ScryptParams {
  return appEnv === 'test' ? TEST_SCRYPT : OWASP_SCRYPT;
}

/** This process's cost, from its APP_ENV as the configuration reads it. */
const CURRENT: ScryptParams = scryptParamsFor(
  appEnvFrom(process.env.APP_ENV, process.env.NODE_ENV),
);

/** A stored hash naming a cost beyond this is refused unread: it could only be an attack on memory. */
const MAX_N = 2 ** 20;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** scrypt needs 128·N·r bytes (plus a little for p); Node refuses beyond maxmem, 32 MiB by default. */
function maxmemFor({ N, r, p }: ScryptParams): number {
  return 128 * N * r + 128 * r * p + 1024 * 1024;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: maxmemFor(params) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise without breaking old hashes.
 * `params` is for tests and the benchmark; the API always hashes at this process's cost.
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!valid) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/**
 * Whether a stored hash was made at a lower cost than this process hashes at: the caller who just
 * verified the password hashes it again (docs/decisions-api.md#sessions-and-passwords).
 */
export function needsRehash(stored: string, params: ScryptParams = CURRENT): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the username does not exist (no user enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-0');
  await verifyPassword(password, await dummyHash);
  return false;
}
