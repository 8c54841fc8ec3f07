import { describe, expect, it } from 'vitest';
import { payoutSchedule, withdrawalExtra } from './rules';

describe('withdrawal rules', () => {
  it('the extra grows with the window, 0.1 % to 0.6 %, rounded down to the fen', () => {
    expect(withdrawalExtra(100_000, '0-6')).toBe(100);
    expect(withdrawalExtra(100_000, '6-12')).toBe(200);
    expect(withdrawalExtra(100_000, '12-18')).toBe(400);
    expect(withdrawalExtra(100_000, '18-24')).toBe(600);
    expect(withdrawalExtra(12_345, '18-24')).toBe(74);
    expect(withdrawalExtra(100_000, null)).toBe(0);
  });

  it('a scheduled withdrawal is paid inside its window, counted from the request', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(payoutSchedule('scheduled', '6-12', at)).toEqual({
      payAfter: new Date('2026-11-21T16:00:00Z'),
      expectedArrivalAt: new Date('2026-11-21T22:00:00Z'),
    });
    expect(payoutSchedule('instant', null, at)).toEqual({
      payAfter: at,
      expectedArrivalAt: new Date('2026-11-21T10:10:00Z'),
    });
  });
});
