export { OffsetClock } from './devClock';
export type { SchedulerDevHandle } from './devClock';
export { businessInstant, dailyAt, everyMinutes, weeklyAt } from './occurrences';
export { listRuns } from './runs';
export { Scheduler, runDueJobs } from './scheduler';
export type { JobContext, JobLogger, JobRun, ScheduledJob } from './types';
