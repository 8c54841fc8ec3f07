import { afterEach, describe, expect, it } from 'vitest';
import { countdownSeconds } from './countdown';
import { claimNavigation, resetNavigationFlag } from './useAppNavigate';

describe('navigation flag', () => {
  afterEach(() => resetNavigationFlag());
  it('blocks a second navigation within 1.5 s and allows it after', () => {
    expect(claimNavigation(10_000)).toBe(true);
    expect(claimNavigation(11_000)).toBe(false);
    expect(claimNavigation(11_499)).toBe(false);
    expect(claimNavigation(11_500)).toBe(true);
  });
});

describe('SMS countdown', () => {
  it('counts down from 60 s first and from the reset value, 30 s, on a resend', () => {
    expect(countdownSeconds(false)).toBe(60);
    expect(countdownSeconds(true)).toBe(30);
  });
});
