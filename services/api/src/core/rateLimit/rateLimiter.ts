import type { Clock } from '../time';
import { DomainError } from '../errors';
import {
  FIXED_RATE_LIMITS,
  type RateLimitRule,
  type RateLimitRuleName,
  type RateLimitSettings,
} from './rules';

export interface RateLimitHit {
  rule: RateLimitRuleName;
  key: string;
}

/**
 * Sliding-window limiter in memory: the API is one process, and a restart forgetting ten seconds of
 * history is harmless. Only allowed hits are recorded, so a refused caller is not pushed further out.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;
  private readonly rules: Record<RateLimitRuleName, RateLimitRule>;

  constructor(
    settings: RateLimitSettings,
    private readonly clock: Clock,
  ) {
    this.rules = { ...FIXED_RATE_LIMITS, ...settings };
  }

  /** A rule's figures, for a check that counts elsewhere (the login's refused attempts). */
  rule(name: RateLimitRuleName): RateLimitRule {
    return this.rules[name];
  }

  /** Records one hit on every (rule, key) or, if any of them is full, none and throws code 429. */
  consume(...requested: RateLimitHit[]): void {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const buckets = requested.map(({ rule, key }) => {
      const { limit, windowMs } = this.rules[rule];
      const mapKey = `${rule}\u0000${key}`;
      const recent = (this.hits.get(mapKey) ?? []).filter((t) => t > now - windowMs);
      return { mapKey, recent, limit };
    });
    for (const bucket of buckets) {
      this.hits.set(bucket.mapKey, bucket.recent);
      if (bucket.recent.length >= bucket.limit) throw new DomainError('tooFrequent', 'tooFrequent');
    }
    for (const bucket of buckets) bucket.recent.push(now);
  }

  /** Drops stale keys now and then so the map does not grow with every ip ever seen. */
  private sweep(now: number): void {
    const longest = Math.max(...Object.values(this.rules).map((r) => r.windowMs));
    if (now - this.lastSweep < longest) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - longest)) this.hits.delete(key);
    }
  }
}
