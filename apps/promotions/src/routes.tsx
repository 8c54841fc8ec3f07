import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';
import './promotions.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('promotions');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('promotions', {
  offers: () => import('./pages/offers/OffersPage'),
  offerView: () => import('./pages/offerView/OfferViewPage'),
  offerDetail: () => import('./pages/offerDetail/OfferDetailPage'),
  promotion: () => import('./pages/promotion/PromotionPage'),
  welfareRecord: () => import('./pages/welfareRecord/WelfareRecordPage'),
  rewardRecord: () => import('./pages/rewardRecord/RewardRecordPage'),
  vipPrivilege: () => import('./pages/vipPrivilege/VipPrivilegePage'),
  vipDetail: () => import('./pages/vipDetail/VipDetailPage'),
  inviteFriends: () => import('./pages/inviteFriends/InviteFriendsPage'),
  inviteRecords: () => import('./pages/inviteRecords/InviteRecordsPage'),
});

export default routes;
