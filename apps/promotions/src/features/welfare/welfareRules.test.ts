import { describe, expect, it } from 'vitest';
import { timeLeft, welfarePageRequest, welfareTabOf } from './welfareRules';

describe('welfare tabs', () => {
  it('reads the status tab from the address and falls back to claimable', () => {
    expect(welfareTabOf('expired')).toBe('expired');
    expect(welfareTabOf('claimed')).toBe('claimed');
    expect(welfareTabOf('bogus')).toBe('claimable');
    expect(welfareTabOf(null)).toBe('claimable');
  });

  it('asks for 20 items of the tab status a page', () => {
    expect(welfarePageRequest('claimed', 2)).toEqual({
      pageNum: 2,
      pageSize: 20,
      status: 'claimed',
    });
  });
});

describe('time left before a welfare item expires', () => {
  const now = new Date('2026-11-24T04:00:00.000Z');
  const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const HOUR = 3_600_000;

  it('counts whole days, rounded down', () => {
    expect(timeLeft(after(72 * HOUR), now)).toEqual({ unit: 'days', count: 3 });
    expect(timeLeft(after(71 * HOUR), now)).toEqual({ unit: 'days', count: 2 });
    expect(timeLeft(after(24 * HOUR), now)).toEqual({ unit: 'days', count: 1 });
  });

  it('counts whole hours on the last day, then under an hour', () => {
    expect(timeLeft(after(24 * HOUR - 1), now)).toEqual({ unit: 'hours', count: 23 });
    expect(timeLeft(after(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeLeft(after(HOUR - 1), now)).toEqual({ unit: 'underAnHour' });
  });

  it('has none left at or past the expiry, or for a time it cannot read', () => {
    expect(timeLeft(after(0), now)).toEqual({ unit: 'none' });
    expect(timeLeft(after(-HOUR), now)).toEqual({ unit: 'none' });
    expect(timeLeft('not a time', now)).toEqual({ unit: 'none' });
  });
});
