import type { Clock } from '../time';
import type { Scheduler } from './scheduler';
import type { ScheduledJob } from './types';

/**
 * The scheduler's clock outside production: the real time plus an offset the dev routes move
 * (`POST /__dev/scheduler/clock`), so an end-to-end test can reach Saturday's 21:30 draw now.
 * Only the scheduler reads it; the rest of the API keeps the real clock.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Moves to an instant; moving backwards is allowed but plans nothing until time passes it. */
  set(to: Date): void {
    this.offsetMs = to.getTime() - this.base.now().getTime();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** What the dev routes reach: the scheduler's clock and the running scheduler, once started. */
export interface SchedulerDevHandle {
  clock: OffsetClock;
  scheduler(): Scheduler | undefined;
  /** The jobs the scheduler runs. */
  jobs: readonly ScheduledJob[];
}
