import { lottery6DrawJob } from '../games/lottery6/drawJob';
import { rebateBoostJob } from '../offers/rebateBoostJob';
import type { ScheduledJob } from './types';
import { SPORTS_TICK_JOB } from '../games/sportsbook/tickJob';
import { welfareExpiryJob } from '../welfare/expiryJob';

/**
 * Every timed rule of the product, run by the one scheduler (docs/product-rules.md#scheduler).
 * Add a job with one import and one entry; its name is stored with its runs, so never rename one.
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  lottery6DrawJob,
  SPORTS_TICK_JOB,
  welfareExpiryJob,
  rebateBoostJob,
];
