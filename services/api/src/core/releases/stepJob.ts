import { everyMinutes, type ScheduledJob } from '../scheduler';
import { applyDueSteps } from './rollout';

/**
 * A step rollout's next steps (docs/product-rules.md#delivery): every business minute the scheduler
 * applies the steps due by then, so a step lands within a minute of its time. After a gap only the
 * last run is kept: it applies every step due up to its own time.
 */
export const releaseStepJob: ScheduledJob = {
  name: 'releases.step',
  occurrences: everyMinutes(1, 1),
  run: async (tx, run, ctx) => {
    const applied = await applyDueSteps(tx, run.dueAt);
    if (applied > 0) ctx.log.info({ run: run.key, applied }, 'release steps applied');
  },
};
