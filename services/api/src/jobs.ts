import { lottery6DrawJob } from './modules/games/lottery6/drawJob';
import { inviteRebateJob } from './modules/promotions/invite/rebateJob';
import { rebateBoostJob } from './modules/promotions/offers/rebateBoostJob';
import { rebateSettleJob } from './modules/promotions/rebates/settleJob';
import { releaseStepJob } from './core/releases/stepJob';
import type { ScheduledJob } from './core/scheduler/types';
import { SPORTS_TICK_JOB } from './modules/games/sportsbook/tickJob';
import { welfareExpiryJob } from './modules/promotions/welfare/expiryJob';
import { vipBirthdayJob } from './modules/promotions/vip/birthdayJob';
import { vipReviewJob } from './modules/promotions/vip/reviewJob';
import { vipWeeklyEnvelopeJob } from './modules/promotions/vip/weeklyEnvelopeJob';

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
