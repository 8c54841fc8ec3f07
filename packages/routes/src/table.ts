import type { AppName } from './apps';

/**
 * Every route of the product, by name: its path (legacy paths are kept as spelled, clients depend
 * on them), the app that owns it, who may open it, what the player must have set up first, and
 * whether it is a tab. This table is the only place a route's path is written: the shell builds
 * its router and guards from it, and every link or redirect is made from a name
 * (docs/architecture.md#route-ownership).
 */
export type Access = 'guest' | 'member';
/** Set up before the page can be used: a payment password, or a bound phone (deposits). */
export type Requirement = 'payPassword' | 'phone';
export type TabKey = 'home' | 'offers' | 'service' | 'sponsor' | 'my';

export interface RouteEntry {
  readonly path: string;
  readonly owner: AppName;
  readonly access: Access;
  readonly requires?: Requirement;
  readonly tab?: TabKey;
}

/** An entry that keeps its owner's name in its type, so an area can only expose its own routes. */
type OwnedEntry<O extends AppName> = RouteEntry & { readonly owner: O };

const guest = <O extends AppName>(owner: O, path: string, tab?: TabKey): OwnedEntry<O> =>
  tab ? { path, owner, access: 'guest', tab } : { path, owner, access: 'guest' };
const member = <O extends AppName>(
  owner: O,
  path: string,
  extra: Pick<RouteEntry, 'requires' | 'tab'> = {},
): OwnedEntry<O> => ({ path, owner, access: 'member', ...extra });

export const ROUTES = {
  // shell
  home: guest('shell', '/', 'home'),
  homeIndex: guest('shell', '/pages/index/index'),
  login: guest('shell', '/pages/login/login'),
  forgetPassword: guest('shell', '/pages/forgetPassword/index'),
  access: guest('shell', '/pages/access/access'),
  chooseLocation: guest('shell', '/choose-location'),
  openLocation: guest('shell', '/open-location'),

  // wallet
  deposit: member('wallet', '/pages/finance/myDeposit', { requires: 'phone' }),
  depositInfo: member('wallet', '/pages/finance/depositInfo'),
  transfer: member('wallet', '/pages/finance/transfer', { requires: 'payPassword' }),
  withdraw: member('wallet', '/pages/finance/withDraw', { requires: 'payPassword' }),
  depositOrders: member('wallet', '/pages/finance/information'),
  payPage: member('wallet', '/pages/finance/iframWeb'),
  venueBalances: member('wallet', '/pages/game/gameMoney', { requires: 'payPassword' }),
  cards: member('wallet', '/pages/cards/index'),
  accountDetail: member('wallet', '/pages/cards/bankDetail'),
  addBankCard: member('wallet', '/pages/cards/addBankCards', { requires: 'payPassword' }),
  addAlipay: member('wallet', '/pages/cards/addAlipay'),
  addWechat: member('wallet', '/pages/cards/addWX'),
  addVirtualCoin: member('wallet', '/pages/cards/addVirtualCoin', { requires: 'payPassword' }),
  addEbpay: member('wallet', '/pages/cards/addEBPayAcount', { requires: 'payPassword' }),
  addKoipay: member('wallet', '/pages/cards/addKOIpayAcount', { requires: 'payPassword' }),
  addGeneric: member('wallet', '/pages/cards/addThreeAcount'),
  transactions: member('wallet', '/pages/transaction/transaction'),
  transactionDetail: member('wallet', '/pages/transaction/detail'),

  // games
  gameList: guest('games', '/pages/game/list'),
  gamePlay: member('games', '/pages/game/play'),
  gamePlayH5: member('games', '/pages/game/playH5'),
  gameVerify: guest('games', '/pages/game/verify'),
  gameRules: guest('games', '/pages/game/rules'),
  betRecord: member('games', '/pages/record/bet'),

  // promotions
  offers: guest('promotions', '/pages/discount/discount', 'offers'),
  offerView: guest('promotions', '/pages/discount/discountView'),
  offerDetail: guest('promotions', '/pages/discount/discountDetail'),
  promotion: guest('promotions', '/pages/promotion/index'),
  vipPrivilege: guest('promotions', '/pages/vip/privilege'),
  vipDetail: guest('promotions', '/pages/vip/detail'),
  inviteFriends: member('promotions', '/pages/activity/friendInvitation'),
  inviteRecords: member('promotions', '/pages/activity/friendRecording'),
  rewardRecord: member('promotions', '/pages/record/reward'),
  welfareRecord: member('promotions', '/pages/record/welfare'),

  // account
  my: member('account', '/pages/my/my', { tab: 'my' }),
  profile: member('account', '/pages/userInfo/userInfo'),
  settings: member('account', '/pages/system/system'),
  verification: member('account', '/pages/system/verification'),
  loginPassword: member('account', '/pages/system/exitPassword'),
  payPassword: member('account', '/pages/system/secondaryPassword'),
  success: member('account', '/pages/system/success'),
  setEmail: member('account', '/pages/system/setEmail'),
  setPhone: member('account', '/pages/system/setPhone'),
  setName: member('account', '/pages/system/setName'),
  verifiedState: member('account', '/pages/system/verifiedState'),
  responsibleGambling: member('account', '/pages/system/responsibleGambling'),
  messages: member('account', '/pages/mail/mail'),
  messageDetail: member('account', '/pages/mail/detail'),
  agent: guest('account', '/pages/agentPage/agentPage'),

  // support
  customerService: guest('support', '/pages/connect/connect', 'service'),
  contacting: guest('support', '/pages/connect/contacting'),
  sponsor: guest('support', '/pages/sponsor/sponsor', 'sponsor'),
  sponsorMadrid: guest('support', '/pages/sponsor/madrid'),
  about: guest('support', '/pages/about/about'),
  browser: guest('support', '/pages/borwser'),
  feedback: member('support', '/pages/feedback/feedback'),
  feedbackList: member('support', '/pages/feedback/list'),
  feedbackDetail: member('support', '/pages/feedback/detail'),
  help: guest('support', '/pages/help/help'),
  helpNotice: guest('support', '/pages/help/notice'),
  helpDeposit: guest('support', '/pages/help/deposit'),
  helpWithdraw: guest('support', '/pages/help/withdraw'),
  helpGames: guest('support', '/pages/help/games'),
  helpTech: guest('support', '/pages/help/tech'),
  helpContact: guest('support', '/pages/help/contact'),
  helpAnswer: guest('support', '/pages/help/answer'),
  helpTransfer: guest('support', '/pages/help/transfer'),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** The names of the routes an app owns. */
export type RouteOf<A extends AppName> = {
  [K in RouteName]: (typeof ROUTES)[K]['owner'] extends A ? K : never;
}[RouteName];
