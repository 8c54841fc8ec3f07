import type { Clock } from '../time';

/**
 * At most `limit` hits per key (a client address) within any `windowMs`, in memory, for the
 * routes outside the contract's endpoints (the support desk's sign-in, the health intake) whose
 * refusal is their own answer, not the envelope's "retry in ten seconds". Every hit counts,
 * refused ones too: these limits bound the work a caller can cause, and each call costs it.
 */
export class KeyedWindowLimit {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for the key; false when the key already had `limit` in the window. */
  hit(key: string): boolean {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    const allowed = recent.length < this.limit;
    // A refused hit takes the oldest one's place: the list stays at most `limit` long, and a caller
    // who keeps going stays refused until they stop for a whole window.
    if (!allowed) recent.shift();
    recent.push(now);
    this.hits.set(key, recent);
    return allowed;
  }

  /** Drops keys with nothing in the window, now and then, so the map does not grow forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}
