import { describe, expect, it } from 'vitest';
import { VIP_LEVEL_SEEDS } from '../src/seeds/vipLevels';
import { birthdaysOn, oldEnoughForBirthdayGift } from '../src/modules/promotions/vip/birthdayJob';
import {
  protectionDeadline,
  protectionWindowLastDay,
  reviewVipDay,
  type VipThresholds,
} from '../src/modules/promotions/vip/progress';

/** The pure VIP rule (docs/product-rules.md#vip) at its boundaries, on the seeded levels. */
const LEVELS: VipThresholds[] = VIP_LEVEL_SEEDS.map((l) => ({
  level: l.level,
  promotionTurnover: l.promotionTurnover,
  protectionTurnover: l.protectionTurnover,
}));
const VIP2 = 1_000_000; // 10,000 yuan
const VIP3 = 5_000_000; // 50,000 yuan
const KEEP2 = 300_000; // 3,000 yuan per 90 days

describe('promotion', () => {
  it('needs the next level threshold to the fen', () => {
    const facts = { day: '2026-01-15', windowTurnover: 0 };
    expect(
      reviewVipDay(
        { level: 1, windowStart: null },
        { ...facts, promotionTurnover: VIP2 - 1 },
        LEVELS,
      ),
    ).toEqual({ kind: 'keep' });
    expect(
      reviewVipDay({ level: 1, windowStart: null }, { ...facts, promotionTurnover: VIP2 }, LEVELS),
    ).toEqual({ kind: 'promote', to: 2 });
  });

  it('goes up one level a day, never skipping, even past two thresholds', () => {
    const facts = { day: '2026-01-15', promotionTurnover: VIP3 * 100, windowTurnover: 0 };
    expect(reviewVipDay({ level: 1, windowStart: null }, facts, LEVELS)).toEqual({
      kind: 'promote',
      to: 2,
    });
    expect(reviewVipDay({ level: 2, windowStart: '2026-01-16' }, facts, LEVELS)).toEqual({
      kind: 'promote',
      to: 3,
    });
  });

  it('stops at VIP 10', () => {
    const facts = { day: '2026-01-15', promotionTurnover: 10 ** 12, windowTurnover: 10 ** 12 };
    expect(reviewVipDay({ level: 10, windowStart: '2026-01-01' }, facts, LEVELS)).toEqual({
      kind: 'keep',
    });
  });
});

describe('relegation', () => {
  const standing = { level: 2, windowStart: '2026-01-16' };
  it("is judged on the window's day 90 (not 89), by one level, when its turnover falls short", () => {
    expect(protectionWindowLastDay('2026-01-16')).toBe('2026-04-15');
    const short = { promotionTurnover: VIP2, windowTurnover: KEEP2 - 1 };
    expect(reviewVipDay(standing, { ...short, day: '2026-04-14' }, LEVELS)).toEqual({
      kind: 'keep',
    });
    expect(reviewVipDay(standing, { ...short, day: '2026-04-15' }, LEVELS)).toEqual({
      kind: 'relegate',
      to: 1,
    });
  });

  it('starts a new window when the protection turnover is met exactly', () => {
    expect(
      reviewVipDay(
        standing,
        { day: '2026-04-15', promotionTurnover: VIP2, windowTurnover: KEEP2 },
        LEVELS,
      ),
    ).toEqual({ kind: 'newWindow' });
  });

  it('never relegates VIP 1, and promotion comes before relegation', () => {
    expect(
      reviewVipDay(
        { level: 1, windowStart: null },
        { day: '2026-04-15', promotionTurnover: 0, windowTurnover: 0 },
        LEVELS,
      ),
    ).toEqual({ kind: 'keep' });
    expect(
      reviewVipDay(
        standing,
        { day: '2026-04-15', promotionTurnover: VIP3, windowTurnover: 0 },
        LEVELS,
      ),
    ).toEqual({ kind: 'promote', to: 3 });
  });

  it('ends the window at 00:00 business time after its day 90', () => {
    expect(protectionDeadline('2026-01-16')).toEqual(new Date('2026-04-15T16:00:00Z'));
  });
});

describe('birthdays', () => {
  it('keeps 29 February on 28 February in a year without it', () => {
    expect(birthdaysOn('2027-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2028-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2028-02-29')).toEqual(['02-29']);
    expect(birthdaysOn('2026-11-24')).toEqual(['11-24']);
  });

  it('needs an account registered more than 90 days before (business dates)', () => {
    // 2026-08-26 10:00 business time is 90 days before 2026-11-24.
    expect(oldEnoughForBirthdayGift(new Date('2026-08-26T02:00:00Z'), '2026-11-24')).toBe(false);
    expect(oldEnoughForBirthdayGift(new Date('2026-08-25T15:59:59Z'), '2026-11-24')).toBe(true);
    expect(oldEnoughForBirthdayGift(new Date('2026-08-27T02:00:00Z'), '2026-11-24')).toBe(false);
  });
});
