import { describe, expect, it } from 'vitest';
import { ROUTE_OWNERSHIP, TABS, ownerOf } from './routeOwnership';

/** Every route of spec section 2, as the spec lists it. */
const SPEC_ROUTES = [
  '/',
  '/pages/index/index',
  '/choose-location',
  '/open-location',
  '/pages/login/login',
  '/pages/borwser',
  '/pages/discount/discount',
  '/pages/discount/discountView',
  '/pages/discount/discountDetail',
  '/pages/connect/connect',
  '/pages/connect/contacting',
  '/pages/sponsor/sponsor',
  '/pages/sponsor/madrid',
  '/pages/about/about',
  '/pages/forgetPassword/index',
  '/pages/promotion/index',
  '/pages/access/access',
  '/pages/agentPage/agentPage',
  '/pages/my/my',
  '/pages/userInfo/userInfo',
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
  '/pages/vip/privilege',
  '/pages/vip/detail',
  '/pages/mail/mail',
  '/pages/mail/detail',
  '/pages/system/system',
  '/pages/system/verification',
  '/pages/system/exitPassword',
  '/pages/system/secondaryPassword',
  '/pages/system/success',
  '/pages/system/setEmail',
  '/pages/system/setPhone',
  '/pages/system/setName',
  '/pages/system/verifiedState',
  '/pages/activity/friendInvitation',
  '/pages/activity/friendRecording',
  '/pages/transaction/transaction',
  '/pages/transaction/detail',
  '/pages/record/bet',
  '/pages/record/reward',
  '/pages/record/welfare',
  '/pages/feedback/feedback',
  '/pages/feedback/list',
  '/pages/feedback/detail',
  '/pages/help/help',
  '/pages/help/notice',
  '/pages/help/deposit',
  '/pages/help/withdraw',
  '/pages/help/games',
  '/pages/help/tech',
  '/pages/help/contact',
  '/pages/help/answer',
  '/pages/help/transfer',
  '/pages/game/list',
  '/pages/game/play',
  '/pages/game/playH5',
];

describe('route ownership', () => {
  it('registers every route of spec section 2 exactly once', () => {
    for (const path of SPEC_ROUTES) expect(ownerOf(path), path).toBeDefined();
    const paths = ROUTE_OWNERSHIP.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives the wallet its money pages and keeps them for members', () => {
    expect(ownerOf('/pages/finance/withDraw')).toEqual({
      path: '/pages/finance/withDraw',
      owner: 'wallet',
      access: 'member',
    });
    expect(ownerOf('/pages/game/gameMoney')?.owner).toBe('wallet');
  });

  it('lets guests open the public pages of spec section 2', () => {
    for (const path of [
      '/pages/login/login',
      '/pages/discount/discount',
      '/pages/connect/connect',
      '/pages/sponsor/sponsor',
      '/pages/borwser',
      '/pages/game/list',
    ]) {
      expect(ownerOf(path)?.access, path).toBe('guest');
    }
  });

  it('has the five tabs in order, each on an owned route', () => {
    expect(TABS.map((t) => t.key)).toEqual(['home', 'offers', 'service', 'sponsor', 'my']);
    for (const tab of TABS) expect(ownerOf(tab.path)).toBeDefined();
  });
});
