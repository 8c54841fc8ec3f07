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
  offers: () => import('./pages/discount/OffersPage'),
  offerView: () => import('./pages/discountView/OfferViewPage'),
  offerDetail: () => import('./pages/discountDetail/ApplyPage'),
  promotion: () => import('./pages/promotion/PromotionPage'),
  welfareRecord: () => import('./pages/welfare/WelfarePage'),
  rewardRecord: () => import('./pages/reward/RewardPage'),
  vipPrivilege: () => import('./pages/privilege/VipPrivilegePage'),
  vipDetail: () => import('./pages/vipDetail/VipDetailPage'),
  inviteFriends: () => import('./pages/friendInvitation/InvitePage'),
  inviteRecords: () => import('./pages/friendRecording/InviteRecordsPage'),
});

export default routes;
