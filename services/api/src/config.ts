import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { CanaryPolicy } from '@platform/delivery';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './core/rateLimit';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './core/auth';
import { healthIntakeConfigFrom, type HealthIntakeConfig } from './healthIntakeConfig';
import { appEnvFrom, type AppEnv } from './core/appEnv';
import type { VenueFaultRates } from './core/venues';
import { DEV_BLIND_INDEX_KEY, DEV_DATA_KEYS, parseKeyRing, type KeyRing } from './core/vault';

export { appEnvFrom, type AppEnv };

export interface AppConfig {
  appEnv: AppEnv;
  host: string;
  port: number;
  /** PGlite data folder (used when databaseUrl is unset); `memory://` keeps it in memory. */
  dataDir: string;
  /** When set, PostgreSQL through a pg Pool instead of PGlite. */
  databaseUrl: string | null;
  /**
   * Whose X-Forwarded-For to believe: false = nobody (the socket address is the client), or the
   * addresses/CIDRs (or proxy-addr names such as `loopback`) of our own proxies: the client is the
   * right-most address that is not one of them, so what a client writes into the header is ignored.
   */
  trustProxy: false | string[];
  rateLimits: RateLimitSettings;
  /**
   * Idle and absolute session lifetimes (SESSION_IDLE_MINUTES, SESSION_LIFETIME_HOURS;
   * docs/decisions-api.md#session-lifetimes).
   */
  sessionPolicy: SessionPolicy;
  logLevel: string;
  /**
   * The site's public origin (SITE_ORIGIN, no trailing slash), where links the server hands out
   * lead, such as the invite link; by default the shell served locally.
   */
  siteOrigin: string;
  /** The deployment store's folder (DEPLOY_STORE): published app versions (docs/product-rules.md#delivery). */
  deployStore: string;
  /** Where the manifest's `url`s start (DEPLOY_BASE_URL, ends with `/`): `<base><app>/<version>/<entry>`. */
  deployBaseUrl: string;
  /** The same files on another origin (DEPLOY_FALLBACK_URL, ends with `/`); null = no fallbackUrl. */
  deployFallbackUrl: string | null;
  /** The bearer token of /ops/releases (RELEASE_TOKEN); null = that API answers 503. */
  releaseToken: string | null;
  /** When a canary is rolled back by itself (docs/product-rules.md#delivery). */
  canaryPolicy: CanaryPolicy & { windowMinutes: number };
  /** The time between the steps of a `--step` rollout (10 → 50 → 100 %). */
  rolloutStepMinutes: number;
  /** The health reports' token secret and rate limit (healthIntakeConfig.ts). */
  healthIntake: HealthIntakeConfig;
  /** Where operator alerts are POSTed as JSON (OPS_ALERT_URL); null = the log line only. */
  opsAlertUrl: string | null;
  /**
   * Where the operator surfaces (/ops/*) listen (OPS_HOST, OPS_PORT): always their own port in
   * production; in development and test null (unless OPS_PORT is set) = on the player port.
   */
  ops: { host: string; port: number } | null;
  /** How many API processes `main.ts` runs on the one port (API_PROCESSES; PostgreSQL only above 1). */
  processes: number;
  /**
   * Faults the in-process venue simulator injects at random (VENUE_FAULTS, APP_ENV=test only,
   * refused elsewhere by startupChecks.ts; docs/crash-test.md#simulation); null = none.
   */
  venueFaults: VenueFaultRates | null;
  /**
   * The keys of personal data at rest (DATA_KEYS or DATA_KEYS_FILE, BLIND_INDEX_KEY or
   * BLIND_INDEX_KEY_FILE: docs/decisions-api.md#personal-data-at-rest). Production has no default:
   * null there, and the API refuses to start (startupChecks.ts).
   */
  dataKeys: KeyRing | null;
}

/** VENUE_FAULTS="timeout:0.05,duplicate:0.05": a comma list of fault:probability. */
export function venueFaultsFrom(raw: string | undefined): VenueFaultRates | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const rates: VenueFaultRates = { timeout: 0, duplicate: 0 };
  for (const part of value.split(',')) {
    const [name, p] = part.split(':').map((v) => v.trim());
    const probability = Number(p);
    if ((name !== 'timeout' && name !== 'duplicate') || !(probability >= 0 && probability <= 1))
      throw new Error(
        `VENUE_FAULTS must be a comma list of timeout:<0-1> and duplicate:<0-1> (got "${part}")`,
      );
    rates[name] = probability;
  }
  if (rates.timeout + rates.duplicate > 1)
    throw new Error(`VENUE_FAULTS: the probabilities add up to more than 1 (got "${value}")`);
  return rates;
}

/** Repository root, so the default data folder does not depend on the working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;

/** The release token every development copy knows (never accepted in production: startupChecks.ts). */
export const DEVELOPMENT_RELEASE_TOKEN = 'release-dev-token';

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  return n;
}

/** The shell's local address (its port, APP_PORTS.shell in build-config). */
const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:8080';

/** SITE_ORIGIN: an http(s) origin such as https://example.com, kept without a trailing slash. */
function siteOriginFrom(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN must be an http(s) origin (got "${value}")`);
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error(`SITE_ORIGIN must be an http(s) origin without a path (got "${value}")`);
  return url.origin;
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: a comma list of our proxies' addresses/CIDRs or names, else none. */
function trustProxyFrom(raw: string | undefined): false | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!PROXY_ADDR_NAMES.has(entry) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) {
      throw new Error(`TRUST_PROXY must be a comma list of proxy addresses/CIDRs (got "${entry}")`);
    }
  }
  return list;
}

function rateLimitsFrom(env: Env): RateLimitSettings {
  const windowMs = intFrom(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMITS.codePerTarget.windowMs);
  const rule = (name: string, fallback: number) => ({
    limit: intFrom(env, name, fallback),
    windowMs,
  });
  return {
    codePerTarget: rule('RATE_LIMIT_CODE_PER_TARGET', DEFAULT_RATE_LIMITS.codePerTarget.limit),
    codePerIp: rule('RATE_LIMIT_CODE_PER_IP', DEFAULT_RATE_LIMITS.codePerIp.limit),
    login: rule('RATE_LIMIT_LOGIN', DEFAULT_RATE_LIMITS.login.limit),
    register: rule('RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register.limit),
    loginFailuresPerIp: {
      limit: intFrom(
        env,
        'LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP',
        DEFAULT_RATE_LIMITS.loginFailuresPerIp.limit,
      ),
      windowMs: DEFAULT_RATE_LIMITS.loginFailuresPerIp.windowMs,
    },
  };
}

function sessionPolicyFrom(env: Env): SessionPolicy {
  const idleMinutes = positiveIntFrom(
    env,
    'SESSION_IDLE_MINUTES',
    DEFAULT_SESSION_POLICY.idleMs / 60_000,
  );
  const lifetimeHours = positiveIntFrom(
    env,
    'SESSION_LIFETIME_HOURS',
    DEFAULT_SESSION_POLICY.lifetimeMs / 3_600_000,
  );
  return { idleMs: idleMinutes * 60_000, lifetimeMs: lifetimeHours * 3_600_000 };
}

/** A URL prefix that `<app>/<version>/<entry>` is appended to. */
const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

function positiveIntFrom(env: Env, name: string, fallback: number): number {
  const n = intFrom(env, name, fallback);
  if (n < 1) throw new Error(`${name} must be at least 1 (got "${env[name]}")`);
  return n;
}

/** CANARY_ERROR_MARGIN_PCT: percentage points 0-100 (decimals allowed), as a fraction. */
function marginFrom(env: Env): number {
  const raw = env.CANARY_ERROR_MARGIN_PCT;
  if (raw === undefined || raw === '') return 0.05;
  const pct = Number(raw);
  if (!Number.isFinite(pct) || pct < 0 || pct > 100)
    throw new Error(`CANARY_ERROR_MARGIN_PCT must be a percentage 0-100 (got "${raw}")`);
  return pct / 100;
}

/** The operator port in production (OPS_PORT overrides): the player port + 1. */
const DEFAULT_OPS_PORT = 3101;

function opsFrom(env: Env, appEnv: AppEnv): AppConfig['ops'] {
  if (appEnv !== 'production' && !env.OPS_PORT) return null;
  return { host: env.OPS_HOST || '127.0.0.1', port: intFrom(env, 'OPS_PORT', DEFAULT_OPS_PORT) };
}

/** NAME, or the contents of the file NAME_FILE names (a secret mounted as a file). */
function secretFrom(env: Env, name: string): string | null {
  const file = env[`${name}_FILE`]?.trim();
  if (file) return readFileSync(file, 'utf8').trim();
  return env[name]?.trim() || null;
}

/** Outside production the known development keys stand in (production refuses them). */
function dataKeysFrom(env: Env, appEnv: AppEnv): KeyRing | null {
  const dataKeys = secretFrom(env, 'DATA_KEYS');
  const indexKey = secretFrom(env, 'BLIND_INDEX_KEY');
  if (appEnv === 'production' && (!dataKeys || !indexKey)) return null;
  return parseKeyRing(dataKeys ?? DEV_DATA_KEYS, indexKey ?? DEV_BLIND_INDEX_KEY);
}

/** The keys of personal data (startupChecks.ts refuses production without them first). */
export function requireDataKeys(config: AppConfig): KeyRing {
  if (!config.dataKeys)
    throw new Error(
      'DATA_KEYS and BLIND_INDEX_KEY are not set: personal data cannot be read or written without them',
    );
  return config.dataKeys;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const appEnv = appEnvFrom(env.APP_ENV, env.NODE_ENV);
  return {
    appEnv,
    host: env.HOST || '127.0.0.1',
    port: intFrom(env, 'PORT', 3100),
    dataDir: env.DATA_DIR || resolve(REPO_ROOT, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || null,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimits: rateLimitsFrom(env),
    sessionPolicy: sessionPolicyFrom(env),
    logLevel:
      env.LOG_LEVEL || (appEnv === 'production' ? 'info' : appEnv === 'test' ? 'silent' : 'warn'),
    siteOrigin: siteOriginFrom(env.SITE_ORIGIN),
    deployStore: env.DEPLOY_STORE || resolve(REPO_ROOT, '.data/deploy'),
    deployBaseUrl: withSlash(env.DEPLOY_BASE_URL || './deploy/'),
    // The local mirror exists only beside `npm start`; production names its CDN mirror or has none.
    deployFallbackUrl:
      env.DEPLOY_FALLBACK_URL === undefined
        ? appEnv === 'production'
          ? null
          : 'http://127.0.0.1:8086/deploy/'
        : env.DEPLOY_FALLBACK_URL.trim() === ''
          ? null
          : withSlash(env.DEPLOY_FALLBACK_URL.trim()),
    releaseToken: env.RELEASE_TOKEN || (appEnv === 'production' ? null : DEVELOPMENT_RELEASE_TOKEN),
    canaryPolicy: {
      minViews: intFrom(env, 'CANARY_MIN_VIEWS', 20),
      margin: marginFrom(env),
      windowMinutes: positiveIntFrom(env, 'CANARY_WINDOW_MINUTES', 15),
    },
    rolloutStepMinutes: positiveIntFrom(env, 'ROLLOUT_STEP_MINUTES', 10),
    healthIntake: healthIntakeConfigFrom(env, appEnv),
    opsAlertUrl: env.OPS_ALERT_URL?.trim() || null,
    ops: opsFrom(env, appEnv),
    processes: positiveIntFrom(env, 'API_PROCESSES', 1),
    venueFaults: venueFaultsFrom(env.VENUE_FAULTS),
    dataKeys: dataKeysFrom(env, appEnv),
  };
}

/** A century: a policy this long leaves only a session's hard end (expires_at). */
const NO_POLICY_MS = 100 * 365 * 24 * 60 * 60 * 1000;

/**
 * A config for tests: in-memory database, default limits, overridable piece by piece. Sessions
 * live until their hard end (expires_at) whatever their use, as before the policy existed: suites
 * move the clock by hours and days on one login (and push expires_at on to move by months). The
 * lifetime tests set DEFAULT_SESSION_POLICY.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ APP_ENV: 'test', DATA_DIR: 'memory://' }),
    sessionPolicy: { idleMs: NO_POLICY_MS, lifetimeMs: NO_POLICY_MS },
    ...overrides,
  };
}
