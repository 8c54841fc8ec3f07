import { describe, expect, it } from 'vitest';
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '@platform/api-client/contract';
import { COOL_OFF_CHOICES, SELF_EXCLUSION_CHOICES, breakRequest, durationText } from './rules';

describe('responsible gambling choices', () => {
  it('offers cool-offs of 1 day to 6 weeks, all within the contract range', () => {
    expect(COOL_OFF_CHOICES.map((c) => c.days)).toEqual([1, 3, 7, 14, 28, 42]);
    for (const choice of COOL_OFF_CHOICES) {
      expect(choice.days).toBeGreaterThanOrEqual(COOL_OFF_DAYS.min);
      expect(choice.days).toBeLessThanOrEqual(COOL_OFF_DAYS.max);
    }
  });

  it('offers self-exclusions of 6 months to 5 years within the contract range, and permanent', () => {
    const timed = SELF_EXCLUSION_CHOICES.filter((c) => !c.permanent);
    expect(timed.map((c) => c.months)).toEqual([6, 12, 24, 36, 60]);
    for (const choice of timed) {
      expect(choice.months).toBeGreaterThanOrEqual(SELF_EXCLUSION_MONTHS.min);
      expect(choice.months).toBeLessThanOrEqual(SELF_EXCLUSION_MONTHS.max);
    }
    expect(SELF_EXCLUSION_CHOICES.at(-1)).toMatchObject({ key: 'permanent', permanent: true });
  });

  it('sends days for a cool-off, months or permanent for a self-exclusion, never both', () => {
    expect(breakRequest(COOL_OFF_CHOICES[1]!)).toEqual({ kind: 'coolOff', days: 3 });
    expect(breakRequest(SELF_EXCLUSION_CHOICES[0]!)).toEqual({ kind: 'selfExclusion', months: 6 });
    expect(breakRequest(SELF_EXCLUSION_CHOICES.at(-1)!)).toEqual({
      kind: 'selfExclusion',
      permanent: true,
    });
  });

  it('reads minutes as minutes, hours, or both', () => {
    expect(durationText(45)).toEqual({ key: 'minutes', values: { hours: 0, minutes: 45 } });
    expect(durationText(120)).toEqual({ key: 'hours', values: { hours: 2, minutes: 0 } });
    expect(durationText(90)).toEqual({ key: 'hoursMinutes', values: { hours: 1, minutes: 30 } });
  });
});
