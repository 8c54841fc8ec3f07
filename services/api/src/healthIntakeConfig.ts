import { MIN_SECRET_LENGTH } from './secrets';

/**
 * The settings of the shells' health reports (docs/decisions.md#delivery-health-tokens), read
 * beside config.ts: the secret that signs each page load's health token, and the reports one
 * client address may send per minute.
 */
export interface HealthIntakeConfig {
  /**
   * HEALTH_TOKEN_SECRET: signs the tokens (HMAC-SHA256). Every API process on one database must
   * share it, or a token one hands out is dropped by another. Production has no default: without
   * it (null) the manifest carries no token and the intake is off (503), so no canary is judged.
   */
  tokenSecret: string | null;
  /** HEALTH_REPORTS_PER_MINUTE: per client address and API process (60). */
  reportsPerMinute: number;
}

/**
 * Outside production every process uses this known secret, so several processes on one database
 * (the crash test, benchmarks) agree; a forged report there harms nothing.
 */
export const DEV_HEALTH_TOKEN_SECRET = 'health-dev-secret-not-for-production';
const DEFAULT_REPORTS_PER_MINUTE = 60;

export function healthIntakeConfigFrom(
  env: Record<string, string | undefined>,
  appEnv: 'development' | 'test' | 'production',
): HealthIntakeConfig {
  const secret = env.HEALTH_TOKEN_SECRET?.trim() ?? '';
  if (appEnv === 'production' && secret !== '' && secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `HEALTH_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production`,
    );
  const rawLimit = env.HEALTH_REPORTS_PER_MINUTE;
  const reportsPerMinute =
    rawLimit === undefined || rawLimit === '' ? DEFAULT_REPORTS_PER_MINUTE : Number(rawLimit);
  if (!Number.isInteger(reportsPerMinute) || reportsPerMinute < 1)
    throw new Error(`HEALTH_REPORTS_PER_MINUTE must be at least 1 (got "${rawLimit}")`);
  const fallback = appEnv === 'production' ? null : DEV_HEALTH_TOKEN_SECRET;
  return { tokenSecret: secret || fallback, reportsPerMinute };
}
