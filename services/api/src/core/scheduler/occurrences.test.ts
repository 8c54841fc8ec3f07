import { describe, expect, it } from 'vitest';
import { businessDate } from '../time/businessTime';
import { businessInstant, dailyAt, everyMinutes, weeklyAt } from './occurrences';

describe('business-time schedules', () => {
  const draws = weeklyAt({ weekdays: [2, 4, 6], time: '21:30' });

  it('places Tue/Thu/Sat 21:30 Asia/Shanghai at 13:30Z, keyed in business time', () => {
    // Monday 2026-11-23 00:00 Shanghai to the next Monday.
    const runs = draws(new Date('2026-11-22T16:00:00Z'), new Date('2026-11-29T16:00:00Z'));
    expect(runs.map((r) => r.key)).toEqual([
      '2026-11-24T21:30+08:00',
      '2026-11-26T21:30+08:00',
      '2026-11-28T21:30+08:00',
    ]);
    expect(runs.map((r) => r.dueAt.toISOString())).toEqual([
      '2026-11-24T13:30:00.000Z',
      '2026-11-26T13:30:00.000Z',
      '2026-11-28T13:30:00.000Z',
    ]);
  });

  it('counts a run in (from, to]: not at from, yes at to', () => {
    const at = new Date('2026-11-24T13:30:00Z');
    expect(draws(at, new Date(at.getTime() + 1000))).toEqual([]);
    expect(draws(new Date(at.getTime() - 1000), at).map((r) => r.key)).toEqual([
      '2026-11-24T21:30+08:00',
    ]);
  });

  it('runs a daily job once per business day, keyed by the business date', () => {
    const daily = dailyAt('00:05');
    const runs = daily(new Date('2026-11-23T16:00:00Z'), new Date('2026-11-25T16:05:00Z'));
    expect(runs.map((r) => [r.key, r.dueAt.toISOString()])).toEqual([
      ['2026-11-24', '2026-11-23T16:05:00.000Z'],
      ['2026-11-25', '2026-11-24T16:05:00.000Z'],
      ['2026-11-26', '2026-11-25T16:05:00.000Z'],
    ]);
  });

  it('agrees with the shared business calendar at the turn of the day', () => {
    expect(businessDate(businessInstant('2026-12-31', '00:00'))).toBe('2026-12-31');
    expect(businessDate(new Date(businessInstant('2026-12-31', '00:00').getTime() - 1))).toBe(
      '2026-12-30',
    );
  });

  it('runs every whole interval in (from, to], keyed by business minute, only the last few after a gap', () => {
    const everyTen = everyMinutes(10, 2);
    const at = new Date('2026-11-24T13:30:00Z');
    expect(everyTen(at, new Date(at.getTime() + 10 * 60_000 - 1))).toEqual([]);
    expect(everyTen(new Date(at.getTime() - 1), at).map((r) => r.key)).toEqual([
      '2026-11-24T21:30+08:00',
    ]);
    // Three days down: the last two runs, not 432.
    const runs = everyTen(new Date('2026-11-21T13:30:00Z'), new Date('2026-11-24T13:35:00Z'));
    expect(runs.map((r) => [r.key, r.dueAt.toISOString()])).toEqual([
      ['2026-11-24T21:20+08:00', '2026-11-24T13:20:00.000Z'],
      ['2026-11-24T21:30+08:00', '2026-11-24T13:30:00.000Z'],
    ]);
  });

  it('refuses a malformed time or weekday', () => {
    expect(() => everyMinutes(0, 1)).toThrow();
    expect(() => dailyAt('24:00')).toThrow();
    expect(() => weeklyAt({ weekdays: [7], time: '21:30' })).toThrow();
  });
});
