import {
  VIP_LEVELS,
  VIP_WEEKLY_ENVELOPE_OPENINGS,
  type PayloadOf,
  type VipLevel,
} from '@platform/api-client';

/** The member's standing in getVipInfo's answer (null for a guest). */
export type VipProgress = NonNullable<PayloadOf<'getVipInfo'>['progress']>;

/** The levels in order, VIP 1 to VIP 10 (docs/product-rules.md#vip). */
export const VIP_LEVEL_NUMBERS: readonly number[] = Array.from(
  { length: VIP_LEVELS },
  (_, i) => i + 1,
);

/** The level a `?level=` value names, or null when it names none. */
export function vipLevelParam(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const level = Number(value);
  return level >= 1 && level <= VIP_LEVELS ? level : null;
}

/**
 * When a level's weekly red envelope opens on Saturday, business time
 * (docs/product-rules.md#vip): the contract's band that holds the level.
 */
export function weeklyEnvelopeOpensAt(level: number): string {
  const [early, late] = VIP_WEEKLY_ENVELOPE_OPENINGS;
  return level <= early.levels[1] ? early.time : late.time;
}

/** The way to the next level, from the member's valid turnover; `top` at the last level. */
export type LevelProgress =
  | { top: true }
  | {
      top: false;
      nextLevel: number;
      done: number;
      required: number;
      left: number;
      percent: number;
    };

/**
 * Progress to the next level (docs/product-rules.md#vip): the valid turnover so far against what
 * the next level asks, what is left (never below 0) and a whole percentage rounded down, so the bar
 * never shows 100 before the turnover is met.
 */
export function levelProgress(
  validTurnover: number,
  next: Pick<VipLevel, 'vipLevel' | 'validTurnover'> | null,
): LevelProgress {
  if (next === null) return { top: true };
  const required = next.validTurnover;
  const done = Math.max(0, validTurnover);
  return {
    top: false,
    nextLevel: next.vipLevel,
    done,
    required,
    left: Math.max(0, required - done),
    percent: wholePercent(done, required),
  };
}

/** Keeping the level within the 90-day window: what was played, what is asked, whether it is met. */
export function protectionStanding(done: number, required: number) {
  return {
    done: Math.max(0, done),
    required,
    left: Math.max(0, required - done),
    met: done >= required,
    percent: wholePercent(done, required),
  };
}

/** done / required as a whole percentage, rounded down, 0-100; nothing required is 100. */
export function wholePercent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, done) * 100) / required));
}
