import { describe, expect, expectTypeOf, it } from 'vitest';
import { DEPOSIT_METHODS } from '../catalogue';
import { TAGS, type EndpointDef } from '../define';
import { encodeForm } from '../../rtk/baseQuery';
import { offerEndpoints } from './offers';
import { agentEndpoints } from './agent';
import {
  DEPOSIT_CHANNEL_TABLE,
  DEPOSIT_CHANNELS_BY_METHOD,
  type DepositChannelName,
} from '../depositTables';
import { depositChannelEndpoints } from './depositChannels';
import { gameEndpoints } from './games';
import { inhouseEndpoints } from './inhouse';
import { lottery6Endpoints } from './lottery6';
import { guestIndexEndpoints } from './guestIndex';
import { guestUserEndpoints } from './guestUser';
import { guestUserVipEndpoints } from './guestUserVip';
import { endpoints, type RequestOf } from './index';
import { inviteEndpoints } from './invite';
import { messageEndpoints } from './message';
import { paymentAccountEndpoints } from './paymentAccounts';
import { playerProtectionEndpoints } from './playerProtection';
import { depositEndpoints } from './deposits';
import { sportsbookEndpoints } from './sportsbook';
import { supportEndpoints } from './support';
import { chatEndpoints } from './chat';
import { supportContentEndpoints } from './supportContent';
import { sysEndpoints } from './sys';
import { userSessionEndpoints } from './user';
import { userAccountEndpoints } from './userAccount';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';
import { withdrawEndpoints } from './withdraw';

/**
 * Every call the product names, as paths under /web/ (docs/api-contract.md#the-endpoint-list).
 * Where the product gives no exact path (the account "query list", the inviter sub-calls, the admin
 * captcha) these are the paths we chose.
 */
const SPEC_PATHS = [
  // guest/user
  ...[
    'getCaptcha',
    'login',
    'register',
    'getRegisterItem',
    'getRegisterTerms',
    'getVipReturnWaterList',
    'getVipInfo',
    'forgetPasswordFirstStep',
    'getPhoneCodeByForgetPwd',
    'checkPhoneCodeByForgetPwd',
    'getEmailCodeByForgetPwd',
    'modifyPasswordByForget',
    'getPhoneCodeByRegister',
    'checkCaptcha',
  ].map((call) => `guest/user/${call}`),
  // user
  ...[
    'logout',
    'getUserInfo',
    'getUserBalance',
    'modifyPassword',
    'checkIsSetWidthPassword',
    'getBetRecord',
    'getSumBetRecord',
    'getUserTransInfo',
    'getTransWalletBalanceInfo',
    'oneTouchTransfer',
    'modifyUserInfo',
    'getInviterInfo',
    'checkWithdrawPwd',
    'changeWalletType',
    'getInviterQrcode',
    'changeLanguageAndCurrency',
    'doUserBackwater',
    'queryAgentAnalyze',
  ].map((call) => `user/${call}`),
  'guest/index/getNotice',
  'guest/index/getWebsiteBasicInfo',
  'guest/index/getSilde',
  'guest/restrict/getRestrict',
  'recharge/getRechargeAccountInfo',
  'recharge/recharge',
  'recharge/cancelRechargeOrder',
  'recharge/confirmRechargeOrder',
  'pay/paymentMethod/getPaymentMethod',
  'pay/paymentMethod/getPaymentMethodByType',
  'withdraw/withdraw',
  'withdraw/checkIsQuickWithdraw',
  'withdraw/withdrawMethod/getWithdrawMethod',
  'withdraw/withdrawExtraRule/getWithdrawExtraRule',
  'welfareCenter/queryWelfareCenterList',
  'welfareCenter/queryWelfareCenterTotal',
  'welfareCenter/receiveWelfare',
  'welfareCenter/moveWelfareToCentral',
  'transactionRecord/getTransactionRecordInfo',
  'transactionRecord/queryTransactionRecordList',
  'apiCode/convertMoney',
  'apiCode/getGameListByGameType',
  'apiCode/getGameUrl',
  'apiCode/getUserPlatBalance',
  'apiCode/getTop5PopularSearchGame',
  'guest/apiCode/getAllPlatTypes',
  'guest/apiCode/getBetAllPlatTypes',
  'guest/apiCode/getGameList',
  'guest/api/apiGameCategory/getApiGameCategoryList',
  'strategy/queryWaterStrategyByGameType',
  'gameCollect/save',
  'gameCollect/delete',
  'gameCollect/delete/1',
  'upload/uploadFile',
  'feedback/list',
  'feedback/info',
  'feedback/delete',
  'feedback/save',
  'sys/sysbank/getSysBank',
  'sys/sysConfig/getSysConfigValue',
  'sys/common/sysDictionary/getSysDictionary',
  ...['userBankCard', 'userBlockchain', 'userThirdPartAccount'].flatMap((group) =>
    ['bind', 'modify', 'delete', 'queryList'].map((call) => `${group}/${call}`),
  ),
  'guest/activity/getActivityClassification',
  'guest/activity/list',
  'guest/activity/getActivityDetail',
  'activityApply/applyActivity',
  'activityApply/queryApplyActivityList',
  'activityApply/queryActivityStates',
  'reward/queryRewardRecordList',
  'rebate/queryRebateToday',
  'support/getServiceDesks',
  'support/chat/open',
  'support/chat/messages',
  'support/chat/send',
  'support/chat/sendImage',
  'support/chat/read',
  'support/help/getArticles',
  'support/sponsor/list',
  'support/sponsor/club',
  'inviter/inviterBaseConfig',
  'inviter/inviterRecord/marquee',
  'inviter/inviterRecord/total',
  'inviter/inviterRecord/pageList',
  'inviter/inviterRecord/pageTotal',
  'inviter/inviterPrizeConfig/list',
  'inviter/inviterRebateRecord/total',
  'inviter/inviterRebateRecord/pageList',
  'inviter/inviterRebateRecord/pageTotal',
  ...[
    'list',
    'doReadMessage',
    'getUnReadMessageCount',
    'getMessage',
    'deleteMessage',
    'modifyReadAllMessage',
    'getTop50MessageList',
  ].map((call) => `message/${call}`),
  'sms/getSmsCode',
  'sms/checkSmsCode',
  'email/getEmailCode',
  'email/checkEmailCode',
  'agent/agentDomain/queryAgentContact',
  'admin/aliyunCaptcha',
];

const GROUPS = [
  guestUserEndpoints,
  guestIndexEndpoints,
  userSessionEndpoints,
  verificationEndpoints,
  sysEndpoints,
  guestUserVipEndpoints,
  userAccountEndpoints,
  depositEndpoints,
  depositChannelEndpoints,
  withdrawEndpoints,
  walletEndpoints,
  gameEndpoints,
  inhouseEndpoints,
  lottery6Endpoints,
  sportsbookEndpoints,
  paymentAccountEndpoints,
  supportEndpoints,
  chatEndpoints,
  supportContentEndpoints,
  offerEndpoints,
  inviteEndpoints,
  messageEndpoints,
  agentEndpoints,
  playerProtectionEndpoints,
];

const entries = Object.entries(endpoints as Record<string, EndpointDef>);
const paths = entries.map(([, def]) => def.path);

describe('the endpoint list', () => {
  it('has one entry per path', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('loses no entry to a name used by two groups', () => {
    const groupSizes = GROUPS.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(entries.length).toBe(groupSizes);
  });

  it.each(SPEC_PATHS)('contains the call %s', (path) => {
    expect(paths).toContain(path);
  });

  it('has at least 28 JSON createOrder calls, one per deposit channel', () => {
    const createOrders = entries.filter(
      ([, def]) => def.path.endsWith('/createOrder') && def.encoding === 'json',
    );
    expect(createOrders.length).toBeGreaterThanOrEqual(28);
    expect(createOrders.length).toBe(DEPOSIT_CHANNEL_TABLE.length);
    // JSON otherwise only where the body nests: the in-house rounds' bets.
    const inhouseRounds = entries.filter(
      ([, def]) => def.path.startsWith('inhouse/') && def.path.endsWith('/play'),
    );
    expect(inhouseRounds.map(([name]) => name).sort()).toEqual([
      'playBaccarat',
      'playDragonTiger',
      'playKeno',
      'playRoulette',
      'playSicbo',
      'playSlot',
    ]);
    expect(inhouseRounds.every(([, def]) => def.encoding === 'json')).toBe(true);
    // ... and a sports slip's selections.
    const sportsSlips = entries.filter(([, def]) => def.path === 'inhouse/sports/slip/place');
    expect(sportsSlips.map(([, def]) => def.encoding)).toEqual(['json']);
    // ... and a lottery ticket's bets.
    const lotteryTickets = entries.filter(([, def]) => def.path === 'inhouse/lottery6/ticket/buy');
    expect(lotteryTickets.map(([, def]) => def.encoding)).toEqual(['json']);
    expect(entries.filter(([, def]) => def.encoding === 'json')).toHaveLength(
      createOrders.length + inhouseRounds.length + sportsSlips.length + lotteryTickets.length,
    );
  });

  it('gives every deposit method at least one channel', () => {
    for (const method of DEPOSIT_METHODS) {
      expect(DEPOSIT_CHANNELS_BY_METHOD[method].length, method).toBeGreaterThan(0);
    }
  });

  it('has exactly one GET: getCaptcha', () => {
    const gets = entries.filter(([, def]) => def.method === 'GET').map(([name]) => name);
    expect(gets).toEqual(['getCaptcha']);
    expect(endpoints.getCaptcha.encoding).toBe('query');
  });

  it('carries files (multipart) only in the upload and the chat image calls', () => {
    const multipart = entries.filter(([, def]) => def.encoding === 'multipart');
    expect(multipart.map(([, def]) => def.path)).toEqual([
      'upload/uploadFile',
      'support/chat/sendImage',
    ]);
  });

  it('lets guests call every guest/* path', () => {
    for (const [name, def] of entries) {
      if (def.path.startsWith('guest/')) expect(def.access, name).toBe('guest');
    }
  });

  it('names entries in camelCase and paths without the /web/ prefix', () => {
    for (const [name, def] of entries) {
      expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(def.path).not.toMatch(/^\/|^web\//);
    }
  });

  it('uses known tags, provided by queries and invalidated by mutations', () => {
    for (const [name, def] of entries) {
      for (const tag of [...(def.provides ?? []), ...(def.invalidates ?? [])]) {
        expect(TAGS, name).toContain(tag);
      }
      if (def.kind === 'query') expect(def.invalidates, name).toBeUndefined();
      if (def.kind === 'mutation') expect(def.provides, name).toBeUndefined();
    }
  });

  it('refreshes the balance after deposits, transfers and withdrawals', () => {
    expect(endpoints.createBankCardTransferOrder.invalidates).toEqual(
      expect.arrayContaining(['Balance', 'DepositOrders']),
    );
    expect(endpoints.convertMoney.invalidates).toEqual(
      expect.arrayContaining(['Balance', 'VenueBalances']),
    );
    expect(endpoints.withdraw.invalidates).toEqual(expect.arrayContaining(['Balance']));
    expect(endpoints.doReadMessage.invalidates).toEqual(['Messages']);
  });
});

describe('deposit channel createOrder requests', () => {
  const order = { amount: 500_00, payerName: '张三', idempotencyKey: 'order-0001' };

  it('keeps a literal key per channel', () => {
    expectTypeOf<keyof typeof depositChannelEndpoints>().toEqualTypeOf<DepositChannelName>();
    expectTypeOf<RequestOf<'createBlockchainTrc20Order'>['protocol']>().toEqualTypeOf<'TRC20'>();
    expect(Object.keys(depositChannelEndpoints)).toEqual(
      DEPOSIT_CHANNEL_TABLE.map((row) => row.name),
    );
  });

  it('takes any whole positive amount: the method range is the server’s, in the member’s currency', () => {
    // 300,001 is over the standard range in fen (3,000.01 yuan) but within it in satang (3,000.01
    // baht): createDepositOrder checks the range once it knows the member (docs/product-rules.md#currency).
    const standard = endpoints.createFastAlipayScanOrder.request;
    expect(standard.safeParse(order).success).toBe(true);
    expect(standard.safeParse({ ...order, amount: 3_000_01 }).success).toBe(true);
    expect(standard.safeParse({ ...order, amount: 0 }).error?.issues[0]?.message).toBe(
      'amount.positive',
    );
  });

  it('asks virtual-coin channels for coin type and the channel protocol', () => {
    const trc = endpoints.createBlockchainTrc20Order.request;
    expect(trc.safeParse({ ...order, coinType: 'USDT', protocol: 'TRC20' }).success).toBe(true);
    expect(trc.safeParse(order).success).toBe(false);
    const wrong = trc.safeParse({ ...order, coinType: 'USDT', protocol: 'ERC20' });
    expect(wrong.error?.issues[0]?.message).toBe('coin.protocolMismatch');
  });

  it('needs an idempotency key', () => {
    const { idempotencyKey: _omitted, ...withoutKey } = order;
    const result = endpoints.createBankCardTransferOrder.request.safeParse(withoutKey);
    expect(result.error?.issues[0]?.message).toBe('idempotencyKey.required');
  });
});

describe('form-encoded requests', () => {
  it('parse the strings a form body carries', () => {
    const parsed = endpoints.withdraw.request.parse({
      method: 'bankCard',
      type: 'scheduled',
      window: '6-12',
      accountId: '3',
      amount: '10000',
      payPassword: '123456',
      idempotencyKey: 'withdraw-0001',
    });
    expect(parsed).toMatchObject({ accountId: 3, amount: 10000, window: '6-12' });
  });

  it('need a window for a scheduled withdrawal and none for an instant one', () => {
    const base = {
      method: 'bankCard',
      accountId: 3,
      amount: 10000,
      payPassword: '123456',
      idempotencyKey: 'withdraw-0001',
    };
    const scheduled = endpoints.withdraw.request.safeParse({ ...base, type: 'scheduled' });
    expect(scheduled.error?.issues[0]?.message).toBe('withdraw.window');
    const instant = endpoints.withdraw.request.safeParse({
      ...base,
      type: 'instant',
      window: '0-6',
    });
    expect(instant.error?.issues[0]?.message).toBe('withdraw.window');
  });

  it('take image URLs as an array, as the JSON text a form makes of one, or comma-joined', () => {
    const request = endpoints.submitRechargeVoucher.request;
    expect(request.parse({ orderNo: 'D1', voucherUrls: 'a.png,b.png' }).voucherUrls).toEqual([
      'a.png',
      'b.png',
    ]);
    const fromForm = encodeForm({ imageUrls: ['/web/upload/file/a', '/web/upload/file/b'] });
    const feedback = endpoints.feedbackSave.request.parse({
      questionType: 'deposit',
      description: 'twenty characters or more here',
      imageUrls: fromForm.get('imageUrls'),
    });
    expect(feedback.imageUrls).toEqual(['/web/upload/file/a', '/web/upload/file/b']);
    const none = request.safeParse({ orderNo: 'D1', voucherUrls: '' });
    expect(none.error?.issues[0]?.message).toBe('deposit.voucherRequired');
  });

  it('check a virtual-coin address against its protocol when binding', () => {
    const bind = endpoints.blockchainAccountBind.request;
    const account = {
      alias: 'main',
      coinType: 'USDT',
      protocol: 'ERC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      mobile: '13800138000',
      smsCode: '123456',
      payPassword: '123456',
    };
    expect(bind.safeParse(account).error?.issues[0]?.message).toBe('coin.protocolMismatch');
    expect(bind.safeParse({ ...account, protocol: 'TRC20' }).success).toBe(true);
  });

  it('check EBpay accounts with the e-wallet rule', () => {
    const bind = endpoints.thirdPartyAccountBind.request;
    const ebpay = { accountType: 'ebpay', alias: 'eb', account: 'eb123', payPassword: '123456' };
    expect(bind.safeParse(ebpay).error?.issues[0]?.message).toBe('eWallet.format');
    expect(bind.safeParse({ ...ebpay, account: 'eb123456789012345' }).success).toBe(true);
  });
});
