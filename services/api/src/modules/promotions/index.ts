import { onVenueTransferEnd } from '../../core/venues';
import { endOfferApplication } from './offers/applicationEnd';

export { rewardInviteDeposit } from './invite/depositRewards';
export { inviterInfo, inviterQrcode } from './invite/inviteLink';
export { inviteBaseConfig, invitePrizeConfig } from './invite/programme';
export { inviteRebateJob } from './invite/rebateJob';
export {
  inviteMarquee,
  inviteRecordPage,
  inviteRecordPageTotal,
  inviteRecordTotal,
  rebateRecordPage,
  rebateRecordPageTotal,
  rebateRecordTotal,
} from './invite/records';
export { activityClassifications, activityDetail, activityPage } from './offers/activities';
export { applicationPage } from './offers/applications';
export { applyActivity } from './offers/applyActivity';
export { activityStates } from './offers/memberStates';
export { rebateBoostJob } from './offers/rebateBoostJob';
export { claimRebate, rebateToday } from './rebates/claim';
export { rebateRatesByLevel } from './rebates/rates';
export { rebateSettleJob } from './rebates/settleJob';
export { rewardPage } from './rewards/rewards';
export { vipBirthdayJob } from './vip/birthdayJob';
export { vipReviewJob } from './vip/reviewJob';
export { vipInfo, vipReturnWaters } from './vip/vipInfo';
export { vipWeeklyEnvelopeJob } from './vip/weeklyEnvelopeJob';
export { welfareExpiryJob } from './welfare/expiryJob';
export { moveWelfareToCentral } from './welfare/moveWelfareToCentral';
export { grantWelfareByOperator, operatorGrantSchema } from './welfare/operatorGrant';
export { receiveWelfare, welfarePage, welfareTotals } from './welfare/welfareCentre';

// An offer application ends with the venue transfer that carries it, in that transfer's
// completing transaction (docs/decisions-api.md#api-modules).
onVenueTransferEnd(endOfferApplication);
