import { TOO_FREQUENT_WINDOW_MS } from '@platform/api-client/contract';

/** One rule: at most `limit` hits per key within any `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Every throttle of the API in one place. The spec fixes only the message ("retry in ten
 * seconds"), so every window is ten seconds; the counts are ours (docs/decisions-api.md).
 */
export interface RateLimitSettings {
  /** SMS/e-mail code sending, per destination (mobile, e-mail or username being reset). */
  codePerTarget: RateLimitRule;
  /** SMS/e-mail code sending, per client ip across all destinations. */
  codePerIp: RateLimitRule;
  /** Login attempts per ip + username. */
  login: RateLimitRule;
  /** Registrations per ip. */
  register: RateLimitRule;
}

export type RateLimitRuleName = keyof RateLimitSettings;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  codePerTarget: { limit: 1, windowMs: TOO_FREQUENT_WINDOW_MS },
  codePerIp: { limit: 5, windowMs: TOO_FREQUENT_WINDOW_MS },
  login: { limit: 5, windowMs: TOO_FREQUENT_WINDOW_MS },
  register: { limit: 3, windowMs: TOO_FREQUENT_WINDOW_MS },
};
