import { describe, expect, it } from 'vitest';
import {
  levelProgress,
  protectionStanding,
  vipLevelParam,
  VIP_LEVEL_NUMBERS,
  weeklyEnvelopeOpensAt,
  wholePercent,
} from './vipRules';

describe('VIP rules', () => {
  it('lists the ten levels in order', () => {
    expect(VIP_LEVEL_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads a level from the address only when it is 1-10', () => {
    expect(vipLevelParam('1')).toBe(1);
    expect(vipLevelParam('10')).toBe(10);
    expect(vipLevelParam('0')).toBeNull();
    expect(vipLevelParam('11')).toBeNull();
    expect(vipLevelParam('3.5')).toBeNull();
    expect(vipLevelParam('x')).toBeNull();
    expect(vipLevelParam(null)).toBeNull();
  });

  it('opens the weekly red envelope at 01:00 for VIP 1-5 and 13:00 for VIP 6-10', () => {
    expect(weeklyEnvelopeOpensAt(1)).toBe('01:00');
    expect(weeklyEnvelopeOpensAt(5)).toBe('01:00');
    expect(weeklyEnvelopeOpensAt(6)).toBe('13:00');
    expect(weeklyEnvelopeOpensAt(10)).toBe('13:00');
  });

  it('measures the way to the next level with what is left, rounding the percentage down', () => {
    expect(levelProgress(3_333_300, { vipLevel: 3, validTurnover: 5_000_000 })).toEqual({
      top: false,
      nextLevel: 3,
      done: 3_333_300,
      required: 5_000_000,
      left: 1_666_700,
      percent: 66,
    });
    // Just short of the goal is not yet 100 %.
    expect(levelProgress(4_999_999, { vipLevel: 3, validTurnover: 5_000_000 })).toMatchObject({
      percent: 99,
      left: 1,
    });
    // Past the goal (promotion happens the next day): nothing left, a full bar.
    expect(levelProgress(6_000_000, { vipLevel: 3, validTurnover: 5_000_000 })).toMatchObject({
      percent: 100,
      left: 0,
    });
  });

  it('has no next level at VIP 10', () => {
    expect(levelProgress(90_000_000_00, null)).toEqual({ top: true });
  });

  it('says whether the protection turnover is met', () => {
    expect(protectionStanding(100_000, 300_000)).toEqual({
      done: 100_000,
      required: 300_000,
      left: 200_000,
      met: false,
      percent: 33,
    });
    expect(protectionStanding(300_000, 300_000)).toMatchObject({
      met: true,
      left: 0,
      percent: 100,
    });
    // VIP 1 asks for nothing.
    expect(protectionStanding(0, 0)).toMatchObject({ met: true, percent: 100 });
  });

  it('keeps a percentage within 0-100', () => {
    expect(wholePercent(-5, 100)).toBe(0);
    expect(wholePercent(500, 100)).toBe(100);
  });
});
