import { lottery6DrawJob, SPORTS_TICK_JOB } from './modules/games';
import {
  inviteRebateJob,
  rebateBoostJob,
  rebateSettleJob,
  welfareExpiryJob,
  vipBirthdayJob,
  vipReviewJob,
  vipWeeklyEnvelopeJob,
} from './modules/promotions';
import { playSessionJob } from './core/playerProtection';
import { releaseStepJob } from './core/releases';
import type { ScheduledJob } from './core/scheduler';

/**
 * Every timed rule of the product, run by the one scheduler (docs/product-rules.md#scheduler).
 * Add a job with one import and one entry; its name is stored with its runs, so never rename one.
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  lottery6DrawJob,
  SPORTS_TICK_JOB,
  welfareExpiryJob,
  rebateBoostJob,
  vipReviewJob,
  vipBirthdayJob,
  vipWeeklyEnvelopeJob,
  inviteRebateJob,
  rebateSettleJob,
  releaseStepJob,
  playSessionJob,
];
