import { describe, expect, it } from 'vitest';
import { APPS, AREAS } from './apps';
import { ROUTE_LIST, TABS, routeOfPath, routePath, routesOf, safeReturnPath } from './lookup';
import { ROUTES } from './table';

/**
 * Every route of the product as docs/product-rules.md#routes lists it: the one other place a path
 * is spelled, so that a typo in the table fails here.
 */
const PRODUCT_ROUTES = [
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
  '/pages/system/responsibleGambling',
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
  '/pages/game/verify',
  '/pages/game/rules',
];

describe('the route table', () => {
  it('lists every route of the product exactly once', () => {
    const paths = ROUTE_LIST.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...PRODUCT_ROUTES].sort());
  });

  it('gives every route an owner among the apps, and every app some routes', () => {
    for (const route of ROUTE_LIST) expect(APPS, route.name).toContain(route.owner);
    for (const app of APPS) expect(routesOf(app).length, app).toBeGreaterThan(0);
    expect(APPS).toEqual(['shell', ...AREAS]);
  });

  it('keeps the money pages for members, behind the payment password or a bound phone', () => {
    expect(ROUTES.withdraw).toMatchObject({
      owner: 'wallet',
      access: 'member',
      requires: 'payPassword',
    });
    expect(ROUTES.transfer.requires).toBe('payPassword');
    expect(ROUTES.venueBalances.requires).toBe('payPassword');
    expect(ROUTES.deposit.requires).toBe('phone');
    expect(ROUTE_LIST.filter((r) => r.requires).every((r) => r.access === 'member')).toBe(true);
  });

  it('lets guests open the public pages', () => {
    for (const name of [
      'login',
      'offers',
      'customerService',
      'sponsor',
      'browser',
      'gameList',
    ] as const) {
      expect(ROUTES[name].access, name).toBe('guest');
    }
  });

  it('has the five tabs in order', () => {
    expect(TABS.map((t) => t.tab)).toEqual(['home', 'offers', 'service', 'sponsor', 'my']);
    expect(TABS.map((t) => t.name)).toEqual(['home', 'offers', 'customerService', 'sponsor', 'my']);
  });

  it('builds a path with its query, leaving out empty values', () => {
    expect(routePath('transfer', { platCode: 'AG', direction: '', page: undefined })).toBe(
      '/pages/finance/transfer?platCode=AG',
    );
    expect(routePath('deposit')).toBe('/pages/finance/myDeposit');
  });

  it('finds the route of a path, with or without its query string', () => {
    expect(routeOfPath('/pages/mail/detail?id=3')?.name).toBe('messageDetail');
    expect(routeOfPath('/pages/nowhere')).toBeUndefined();
  });

  describe('return paths', () => {
    it('keeps a path of the app, with its own query', () => {
      expect(safeReturnPath(routePath('withdraw'))).toBe(routePath('withdraw'));
      expect(
        safeReturnPath(`${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('my'))}`),
      ).toBe(`${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('my'))}`);
    });

    it('ignores other sites and anything that is not a path', () => {
      for (const value of [
        'https://evil.example',
        '//evil.example',
        '/\\evil.example',
        'pages/x',
        '',
      ]) {
        expect(safeReturnPath(value)).toBeNull();
      }
      expect(safeReturnPath(null)).toBeNull();
    });
  });
});
