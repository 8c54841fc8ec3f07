import type { AppName } from '../runtime/areas';

/**
 * Who owns each route of spec section 2, and who may open it. This table is the only place that
 * says so: the router, the tab bar's guards and the tests read it. `member` routes show guests the
 * "only available to registered users" prompt.
 */
export type Access = 'guest' | 'member';
export interface RouteOwnership {
  path: string;
  owner: AppName;
  access: Access;
}

const own = (owner: AppName, access: Access, paths: string[]): RouteOwnership[] =>
  paths.map((path) => ({ path, owner, access }));

export const ROUTE_OWNERSHIP: readonly RouteOwnership[] = [
  ...own('shell', 'guest', [
    '/',
    '/pages/index/index',
    '/pages/login/login',
    '/pages/forgetPassword/index',
    '/pages/access/access',
    '/choose-location',
    '/open-location',
  ]),
  ...own('wallet', 'member', [
    '/pages/finance/myDeposit',
    '/pages/finance/depositInfo',
    '/pages/finance/transfer',
    '/pages/finance/withDraw',
    '/pages/finance/information',
    '/pages/finance/iframWeb',
    '/pages/game/gameMoney',
    '/pages/cards/index',
    '/pages/cards/bankDetail',
    '/pages/cards/addBankCards',
    '/pages/cards/addAlipay',
    '/pages/cards/addWX',
    '/pages/cards/addVirtualCoin',
    '/pages/cards/addEBPayAcount',
    '/pages/cards/addKOIpayAcount',
    '/pages/cards/addThreeAcount',
    '/pages/transaction/transaction',
    '/pages/transaction/detail',
  ]),
  ...own('games', 'guest', ['/pages/game/list']),
  ...own('games', 'member', ['/pages/game/play', '/pages/game/playH5', '/pages/record/bet']),
  ...own('promotions', 'guest', [
    '/pages/discount/discount',
    '/pages/discount/discountView',
    '/pages/discount/discountDetail',
    '/pages/promotion/index',
    '/pages/vip/privilege',
    '/pages/vip/detail',
  ]),
  ...own('promotions', 'member', [
    '/pages/activity/friendInvitation',
    '/pages/activity/friendRecording',
    '/pages/record/reward',
    '/pages/record/welfare',
  ]),
  ...own('account', 'guest', ['/pages/agentPage/agentPage']),
  ...own('account', 'member', [
    '/pages/my/my',
    '/pages/userInfo/userInfo',
    '/pages/system/system',
    '/pages/system/verification',
    '/pages/system/exitPassword',
    '/pages/system/secondaryPassword',
    '/pages/system/success',
    '/pages/system/setEmail',
    '/pages/system/setPhone',
    '/pages/system/setName',
    '/pages/system/verifiedState',
    '/pages/mail/mail',
    '/pages/mail/detail',
  ]),
  ...own('support', 'guest', [
    '/pages/connect/connect',
    '/pages/connect/contacting',
    '/pages/sponsor/sponsor',
    '/pages/sponsor/madrid',
    '/pages/about/about',
    '/pages/borwser',
    '/pages/help/help',
    '/pages/help/notice',
    '/pages/help/deposit',
    '/pages/help/withdraw',
    '/pages/help/games',
    '/pages/help/tech',
    '/pages/help/contact',
    '/pages/help/answer',
    '/pages/help/transfer',
  ]),
  ...own('support', 'member', [
    '/pages/feedback/feedback',
    '/pages/feedback/list',
    '/pages/feedback/detail',
  ]),
];

export function ownerOf(path: string): RouteOwnership | undefined {
  return ROUTE_OWNERSHIP.find((route) => route.path === path);
}

/** The bottom tabs (ARCHITECTURE.md): home, offers, customer service, sponsorship, my. */
export const TABS = [
  { key: 'home', path: '/', label: 'tabs.home' },
  { key: 'offers', path: '/pages/discount/discount', label: 'tabs.offers' },
  { key: 'service', path: '/pages/connect/connect', label: 'tabs.service' },
  { key: 'sponsor', path: '/pages/sponsor/sponsor', label: 'tabs.sponsor' },
  { key: 'my', path: '/pages/my/my', label: 'tabs.my' },
] as const;
