import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_LOCK_MS,
  lockMinutesLeft,
  MAX_WRONG_ATTEMPTS,
  wrongAttemptOutcome,
} from './attemptGuard';

const now = new Date('2026-01-15T04:00:00Z');

describe('guessing guard rule', () => {
  it('counts down the attempts left until the fifth wrong one locks for 15 minutes', () => {
    expect(wrongAttemptOutcome(1, now)).toEqual({ kind: 'wrong', remaining: 4 });
    expect(wrongAttemptOutcome(MAX_WRONG_ATTEMPTS - 1, now)).toEqual({
      kind: 'wrong',
      remaining: 1,
    });
    expect(wrongAttemptOutcome(MAX_WRONG_ATTEMPTS, now)).toEqual({
      kind: 'locked',
      lockedUntil: new Date(now.getTime() + ATTEMPT_LOCK_MS),
    });
    expect(ATTEMPT_LOCK_MS).toBe(15 * 60_000);
  });

  it('shows whole minutes left, rounded up and never zero', () => {
    expect(lockMinutesLeft(new Date(now.getTime() + ATTEMPT_LOCK_MS), now)).toBe(15);
    expect(lockMinutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(lockMinutesLeft(now, now)).toBe(1);
  });
});
