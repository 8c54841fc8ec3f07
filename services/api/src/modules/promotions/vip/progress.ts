import { VIP_LEVELS, VIP_MAINTENANCE_DAYS } from '@platform/api-client/contract';
import { businessInstant } from '../../../core/scheduler';

/**
 * The VIP promotion and relegation rule (docs/product-rules.md#vip), pure: one review of one
 * player for one business day that ended.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A business date ('2026-11-24') moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last business day of a protection window that starts on `windowStart` (its day 90). */
export function protectionWindowLastDay(windowStart: string): string {
  return addDays(windowStart, VIP_MAINTENANCE_DAYS - 1);
}

export interface VipThresholds {
  level: number;
  /** Valid turnover that earns the level (fen). */
  promotionTurnover: number;
  /** Valid turnover per 90-day window that keeps it (fen). */
  protectionTurnover: number;
}

export interface VipStanding {
  level: number;
  /** First business day of the protection window; null at VIP 1 or when not started yet. */
  windowStart: string | null;
}

export interface VipReviewFacts {
  /** The business day that ended and is reviewed. */
  day: string;
  /** Valid turnover counted toward promotion, settled by the end of `day` (fen). */
  promotionTurnover: number;
  /** Valid turnover settled in the window up to the end of `day` (fen). */
  windowTurnover: number;
}

export type VipDecision =
  | { kind: 'promote'; to: number }
  | { kind: 'relegate'; to: number }
  /** The window ended with its turnover met (or had not started): a new one starts. */
  | { kind: 'newWindow' }
  | { kind: 'keep' };

/**
 * Promotion first: the next level (never two) when the turnover reaches its threshold. Otherwise,
 * on the window's day 90, relegation by one level when the window's turnover is below the level's
 * protection turnover, else a new window. VIP 1 is never relegated. A new level (either way) starts
 * a new window on the next day, which the caller records.
 */
export function reviewVipDay(
  standing: VipStanding,
  facts: VipReviewFacts,
  levels: readonly VipThresholds[],
): VipDecision {
  const next = levels.find((l) => l.level === standing.level + 1);
  if (standing.level < VIP_LEVELS && next && facts.promotionTurnover >= next.promotionTurnover)
    return { kind: 'promote', to: standing.level + 1 };
  if (standing.level <= 1) return { kind: 'keep' };
  if (standing.windowStart === null) return { kind: 'newWindow' };
  if (facts.day < protectionWindowLastDay(standing.windowStart)) return { kind: 'keep' };
  const current = levels.find((l) => l.level === standing.level);
  if (current && facts.windowTurnover < current.protectionTurnover)
    return { kind: 'relegate', to: standing.level - 1 };
  return { kind: 'newWindow' };
}

/** The instant a window ends: 00:00 business time after its day 90 (its turnover counts before). */
export function protectionDeadline(windowStart: string): Date {
  return businessInstant(addDays(windowStart, VIP_MAINTENANCE_DAYS), '00:00');
}
