import { describe, expect, it } from 'vitest';
import {
  lockMinutesLeft,
  PAY_PASSWORD_LOCK_MS,
  PAY_PASSWORD_MAX_WRONG,
  wrongAttemptOutcome,
} from './paymentPassword';

const now = new Date('2026-01-15T04:00:00Z');

describe('payment password lockout rule', () => {
  it('counts down the attempts left until the fifth wrong one locks for 15 minutes', () => {
    expect(wrongAttemptOutcome(1, now)).toEqual({ kind: 'wrong', remaining: 4 });
    expect(wrongAttemptOutcome(PAY_PASSWORD_MAX_WRONG - 1, now)).toEqual({
      kind: 'wrong',
      remaining: 1,
    });
    expect(wrongAttemptOutcome(PAY_PASSWORD_MAX_WRONG, now)).toEqual({
      kind: 'locked',
      lockedUntil: new Date(now.getTime() + PAY_PASSWORD_LOCK_MS),
    });
    expect(PAY_PASSWORD_LOCK_MS).toBe(15 * 60_000);
  });

  it('shows whole minutes left, rounded up and never zero', () => {
    expect(lockMinutesLeft(new Date(now.getTime() + PAY_PASSWORD_LOCK_MS), now)).toBe(15);
    expect(lockMinutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(lockMinutesLeft(new Date(now.getTime() + 1_000), now)).toBe(1);
    expect(lockMinutesLeft(now, now)).toBe(1);
  });
});
