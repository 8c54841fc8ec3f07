import { describe, expect, it } from 'vitest';
import { playedDuration, signedFen } from './duration';

describe('time played', () => {
  it('is minutes under an hour, hours and two-digit minutes from an hour', () => {
    expect(playedDuration(0)).toEqual({
      key: 'playSession.duration.minutes',
      values: { minutes: '0' },
    });
    expect(playedDuration(59)).toEqual({
      key: 'playSession.duration.minutes',
      values: { minutes: '59' },
    });
    expect(playedDuration(60)).toEqual({
      key: 'playSession.duration.hours',
      values: { hours: 1, minutes: '00' },
    });
    expect(playedDuration(125)).toEqual({
      key: 'playSession.duration.hours',
      values: { hours: 2, minutes: '05' },
    });
  });
});

describe('the net result', () => {
  it('carries a plus when won and the minus of the amount when lost', () => {
    expect(signedFen('12.50', 1250)).toBe('+12.50');
    expect(signedFen('-3.00', -300)).toBe('-3.00');
    expect(signedFen('0.00', 0)).toBe('0.00');
  });
});
