/** The source of "now" for expiries and rate limits, injectable so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests drive by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-15T04:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
