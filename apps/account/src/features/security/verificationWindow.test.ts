import { describe, expect, it } from 'vitest';
import { forgetVerification, isRecentlyVerified, rememberVerification } from './verificationWindow';

describe('security verification window', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');

  it('is open for the session that passed it until the time the server gave', () => {
    rememberVerification('token-a', '2026-03-01T10:10:00.000Z');
    expect(isRecentlyVerified('token-a', now)).toBe(true);
    expect(isRecentlyVerified('token-b', now)).toBe(false);
    expect(isRecentlyVerified(null, now)).toBe(false);
    expect(isRecentlyVerified('token-a', Date.parse('2026-03-01T10:10:00.000Z'))).toBe(false);
  });

  it('closes once the phone changed', () => {
    rememberVerification('token-c', '2026-03-01T10:10:00.000Z');
    forgetVerification('token-c');
    expect(isRecentlyVerified('token-c', now)).toBe(false);
  });
});
