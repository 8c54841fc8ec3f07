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
  /**
   * Refused logins from one address before its next login asks for a captcha
   * (docs/product-rules.md#captcha); read by the login's risk rule, not by consume().
   */
  loginFailuresPerIp: RateLimitRule;
}

/** Throttles the product rules fix, not the configuration. */
export const FIXED_RATE_LIMITS = {
  /** A chat conversation's lines, text and images (docs/product-rules.md#customer-service). */
  chatLines: { limit: 10, windowMs: TOO_FREQUENT_WINDOW_MS },
  /**
   * New guest chat conversations per address: one per ten seconds, the window the "retry in ten
   * seconds" answer promises (docs/product-rules.md#customer-service).
   */
  guestChatOpens: { limit: 1, windowMs: TOO_FREQUENT_WINDOW_MS },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitRuleName = keyof RateLimitSettings | keyof typeof FIXED_RATE_LIMITS;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  codePerTarget: { limit: 1, windowMs: TOO_FREQUENT_WINDOW_MS },
  codePerIp: { limit: 5, windowMs: TOO_FREQUENT_WINDOW_MS },
  login: { limit: 5, windowMs: TOO_FREQUENT_WINDOW_MS },
  register: { limit: 3, windowMs: TOO_FREQUENT_WINDOW_MS },
  loginFailuresPerIp: { limit: 3, windowMs: 15 * 60 * 1000 },
};
