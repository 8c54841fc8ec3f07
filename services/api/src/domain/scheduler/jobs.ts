import { lottery6DrawJob } from '../games/lottery6/drawJob';
import { inviteRebateJob } from '../invite/rebateJob';
import { rebateBoostJob } from '../offers/rebateBoostJob';
import { rebateSettleJob } from '../rebates/settleJob';
import { releaseStepJob } from '../releases/stepJob';
import type { ScheduledJob } from './types';
import { SPORTS_TICK_JOB } from '../games/sportsbook/tickJob';
import { welfareExpiryJob } from '../welfare/expiryJob';
import { vipBirthdayJob } from '../vip/birthdayJob';
import { vipReviewJob } from '../vip/reviewJob';
import { vipWeeklyEnvelopeJob } from '../vip/weeklyEnvelopeJob';

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
];
