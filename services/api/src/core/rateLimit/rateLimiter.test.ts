import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { ManualClock } from '../time/clock';
import { RateLimiter } from './rateLimiter';
import { DEFAULT_RATE_LIMITS } from './rules';

describe('RateLimiter', () => {
  it('allows `limit` hits per window and lets the next one through once the window has passed', () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(DEFAULT_RATE_LIMITS, clock);
    for (let i = 0; i < 5; i += 1) limiter.consume({ rule: 'login', key: 'ip|alice' });
    expect(() => limiter.consume({ rule: 'login', key: 'ip|alice' })).toThrow(DomainError);
    // Other keys are counted apart.
    limiter.consume({ rule: 'login', key: 'ip|bob' });
    clock.advance(9_999);
    expect(() => limiter.consume({ rule: 'login', key: 'ip|alice' })).toThrow(/tooFrequent/);
    clock.advance(1);
    limiter.consume({ rule: 'login', key: 'ip|alice' });
  });

  it('records nothing when one of several rules refuses', () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(
      { ...DEFAULT_RATE_LIMITS, codePerIp: { limit: 1, windowMs: 10_000 } },
      clock,
    );
    limiter.consume({ rule: 'codePerTarget', key: 'a' }, { rule: 'codePerIp', key: 'ip' });
    expect(() =>
      limiter.consume({ rule: 'codePerTarget', key: 'b' }, { rule: 'codePerIp', key: 'ip' }),
    ).toThrow(DomainError);
    // Target b was not charged by the refused call.
    limiter.consume({ rule: 'codePerTarget', key: 'b' }, { rule: 'codePerIp', key: 'other-ip' });
  });

  it('refusals carry code 429', () => {
    const limiter = new RateLimiter(
      { ...DEFAULT_RATE_LIMITS, register: { limit: 0, windowMs: 10_000 } },
      new ManualClock(),
    );
    try {
      limiter.consume({ rule: 'register', key: 'ip' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ resultCode: 429, messageKey: 'tooFrequent' });
    }
  });
});
