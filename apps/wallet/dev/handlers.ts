// Standalone dev only: MSW answers for the wallet's pages, so `pnpm --filter wallet dev` shows
// every page with data and its error paths (`?api=real` uses the API instead).
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  coinAmountText,
  DEPOSIT_RANGES_YUAN,
  endpointMeta,
  MAX_BANK_CARDS,
  plainYuan,
  yuanToFen,
  type BankCard,
  type DepositOrder,
  type ReceivingAccount,
  type TransactionRecord,
  type BlockchainAccount,
  type EndpointName,
  type PayloadOf,
  type ThirdPartyAccount,
  type VenueBalance,
  type Withdrawal,
} from '@platform/api-client';
import {
  dailyQuota as quotaOf,
  fenAtRate,
  methodOpen,
  MIN_WITHDRAWAL,
  transferAmountSchema,
  WITHDRAWAL_EXTRA_RATE_BP,
  WITHDRAWAL_USUAL_MINUTES,
  withdrawalAmountSchema,
  withdrawalBlockers,
  withdrawalGates,
  type WithdrawalBlocker,
  type WithdrawalFacts,
  type WithdrawalMethod,
  type WithdrawalType,
  type WithdrawalWindow,
} from '@platform/api-client/contract';
import { i18next } from '@platform/i18n';
import { issueMessage, schemaIssues, type ContractSchema } from '@platform/ui/forms';
import { answer, memberFixture, refuse } from '@platform/api-client/mocks';

const now = () => new Date().toISOString();

/** A POST handler that reads the form body and answers code 0 with what `reply` returns. */
function stateful<N extends EndpointName>(
  name: N,
  reply: (body: URLSearchParams) => PayloadOf<N>,
): HttpHandler {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    return HttpResponse.json({ code: 0, msg: 'success', ...reply(body) });
  });
}

// ---- payment accounts: kept in memory, so binding, modifying and deleting show in the lists ----

const BANKS = [
  'ICBC',
  'China Construction Bank',
  'Agricultural Bank of China',
  'Bank of China',
  'China Merchants Bank',
].map((bankName, i) => ({ bankId: i + 1, bankCode: `B${i + 1}`, bankName, logoUrl: null }));

let nextId = 100;
let bankCards: BankCard[] = [
  {
    id: 1,
    holderName: '张三',
    cardType: 'savings',
    bankId: 1,
    bankName: 'ICBC',
    cardNumber: '**** **** **** 1234',
    branchAddress: 'Shenzhen Futian',
    createdAt: '2026-01-02T03:04:05.000Z',
  },
];
let coins: BlockchainAccount[] = [];
let thirdParty: ThirdPartyAccount[] = [];

function bankCardOf(body: URLSearchParams, id: number): BankCard {
  const bankId = Number(body.get('bankId'));
  return {
    id,
    holderName: body.get('holderName') ?? '',
    cardType: body.get('cardType') === 'credit' ? 'credit' : 'savings',
    bankId,
    bankName: BANKS.find((b) => b.bankId === bankId)?.bankName ?? '',
    cardNumber: `**** **** **** ${(body.get('cardNumber') ?? '').replace(/\s/g, '').slice(-4)}`,
    branchAddress: body.get('branchAddress') ?? '',
    createdAt: now(),
  };
}

function coinOf(body: URLSearchParams, id: number): BlockchainAccount {
  return {
    id,
    alias: body.get('alias') ?? '',
    coinType: 'USDT',
    protocol: body.get('protocol') === 'ERC20' ? 'ERC20' : 'TRC20',
    address: body.get('address') ?? '',
    createdAt: now(),
  };
}

function thirdPartyOf(body: URLSearchParams, id: number): ThirdPartyAccount {
  return {
    id,
    accountType: (body.get('accountType') ?? 'generic') as ThirdPartyAccount['accountType'],
    alias: body.get('alias') ?? '',
    account: body.get('account') ?? '',
    qrCodeUrl: body.get('qrCodeUrl'),
    platformName: body.get('platformName'),
    createdAt: now(),
  };
}

function replaced<T extends { id: number }>(list: T[], item: T): T[] {
  return list.map((existing) => (existing.id === item.id ? item : existing));
}

const paymentAccountHandlers: HttpHandler[] = [
  answer('getSysBank', { bankList: BANKS }),
  http.post(`*/web/${endpointMeta.bankCardList.path}`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      bankCardList: bankCards,
      maxBankCards: MAX_BANK_CARDS,
    }),
  ),
  stateful('bankCardBind', (body) => {
    const bankCard = bankCardOf(body, (nextId += 1));
    bankCards = [...bankCards, bankCard];
    return { bankCard };
  }),
  stateful('bankCardModify', (body) => {
    const bankCard = bankCardOf(body, Number(body.get('id')));
    bankCards = replaced(bankCards, bankCard);
    return { bankCard };
  }),
  stateful('bankCardDelete', (body) => {
    bankCards = bankCards.filter((c) => c.id !== Number(body.get('id')));
    return {};
  }),
  http.post(`*/web/${endpointMeta.blockchainAccountList.path}`, () =>
    HttpResponse.json({ code: 0, msg: 'success', blockchainAccountList: coins }),
  ),
  stateful('blockchainAccountBind', (body) => {
    const blockchainAccount = coinOf(body, (nextId += 1));
    coins = [...coins, blockchainAccount];
    return { blockchainAccount };
  }),
  stateful('blockchainAccountModify', (body) => {
    const blockchainAccount = coinOf(body, Number(body.get('id')));
    coins = replaced(coins, blockchainAccount);
    return { blockchainAccount };
  }),
  stateful('blockchainAccountDelete', (body) => {
    coins = coins.filter((c) => c.id !== Number(body.get('id')));
    return {};
  }),
  http.post(`*/web/${endpointMeta.thirdPartyAccountList.path}`, () =>
    HttpResponse.json({ code: 0, msg: 'success', thirdPartyAccountList: thirdParty }),
  ),
  stateful('thirdPartyAccountBind', (body) => {
    const thirdPartyAccount = thirdPartyOf(body, (nextId += 1));
    thirdParty = [...thirdParty, thirdPartyAccount];
    return { thirdPartyAccount };
  }),
  stateful('thirdPartyAccountModify', (body) => {
    const thirdPartyAccount = thirdPartyOf(body, Number(body.get('id')));
    thirdParty = replaced(thirdParty, thirdPartyAccount);
    return { thirdPartyAccount };
  }),
  stateful('thirdPartyAccountDelete', (body) => {
    thirdParty = thirdParty.filter((a) => a.id !== Number(body.get('id')));
    return {};
  }),
  answer('getSmsCode', { expiresInSeconds: 300 }),
  // Uploads answer a blob URL of the file itself, so the preview shows the chosen image.
  http.post(`*/web/${endpointMeta.uploadFile.path}`, async ({ request }) => {
    const file = (await request.formData()).get('file');
    const url = file instanceof Blob ? URL.createObjectURL(file) : '';
    return HttpResponse.json({ code: 0, msg: 'success', url });
  }),
];

// ---- transaction record: 57 records of the last weeks, paged and filtered like the server ----

const TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'welfare'] as const;
const STATUSES = ['success', 'success', 'processing', 'failure', 'cancelled'] as const;
const DEPOSIT_STATUS = {
  success: 'success',
  processing: 'toBeConfirmed',
  failure: 'failure',
  cancelled: 'cancelled',
} as const;
const records: TransactionRecord[] = Array.from({ length: 57 }, (_, i) => {
  const type = TYPES[i % TYPES.length]!;
  return {
    orderNo: `T${String(20260300000 + i)}`,
    type,
    mode: type === 'withdrawal' || (type === 'transfer' && i % 2 === 0) ? 'expense' : 'income',
    status: STATUSES[i % STATUSES.length]!,
    depositStatus: type === 'deposit' ? DEPOSIT_STATUS[STATUSES[i % STATUSES.length]!] : null,
    amount: 1_000 * ((i % 9) + 1) + i,
    createdAt: new Date(Date.now() - i * 9 * 3600 * 1000).toISOString(),
  };
});

const transactionHandlers: HttpHandler[] = [
  stateful('queryTransactionRecordList', (body) => {
    const pageNum = Number(body.get('pageNum') ?? 1);
    const pageSize = Number(body.get('pageSize') ?? 20);
    const matching = records.filter(
      (r) =>
        (!body.get('type') || r.type === body.get('type')) &&
        (!body.get('status') || r.status === body.get('status')),
    );
    const list = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return { list, total: matching.length, pageNum, pageSize };
  }),
  stateful('getTransactionRecordInfo', (body) => {
    const record = records.find((r) => r.orderNo === body.get('orderNo')) ?? records[0]!;
    return {
      transactionRecord: {
        ...record,
        fee: 0,
        balanceAfter: 100_000,
        description: `Central wallet · ${record.type}`,
        remark: null,
        completedAt: record.status === 'processing' ? null : record.createdAt,
      },
    };
  }),
];

// ---- deposits: methods, and one order at a time moving through its steps ----

/** A channel of one of the contract's deposit ranges (docs/product-rules.md#deposits). */
function channel(
  code: string,
  name: string,
  range: keyof typeof DEPOSIT_RANGES_YUAN,
  fixed: number[] = [],
) {
  return {
    channel: code,
    name,
    minAmount: yuanToFen(DEPOSIT_RANGES_YUAN[range].min),
    maxAmount: yuanToFen(DEPOSIT_RANGES_YUAN[range].max),
    fixedAmounts: fixed.map((yuan) => yuanToFen(yuan)),
    fixedAmountsOnly: code.endsWith('RedPacket'),
    sort: 0,
  };
}

const paymentMethodList = [
  {
    method: 'bankCardTransfer',
    name: 'Bank card transfer',
    iconUrl: null,
    sort: 1,
    channels: [
      channel('bankCardTransfer', 'Card to card', 'large', [100, 500, 1000, 5000]),
      channel('alipayToCard', 'Alipay to card', 'large', [100, 500, 1000]),
    ],
  },
  {
    method: 'blockchainTopUp',
    name: 'Blockchain top-up',
    iconUrl: null,
    sort: 2,
    channels: [
      channel('blockchainTrc20', 'USDT TRC20', 'large'),
      channel('blockchainErc20', 'USDT ERC20', 'large'),
    ],
  },
  {
    method: 'thirdPartyTopUp',
    name: 'Third-party top-up',
    iconUrl: null,
    sort: 3,
    channels: [channel('thirdPartyAlipay', 'Alipay', 'standard', [100, 200, 500])],
  },
  {
    method: 'shortVideoRedPacket',
    name: 'Short-video red packet',
    iconUrl: null,
    sort: 4,
    channels: [channel('douyinRedPacket', 'Douyin red packet', 'standard', [100, 200, 500])],
  },
] as PayloadOf<'getPaymentMethod'>['paymentMethodList'];

let depositOrder: DepositOrder | null = null;
let receivingAccount: ReceivingAccount | null = null;
let cancellationsLeft = 5;

/** The demo's USDT price, in fen per coin. */
const USDT_FEN_PER_COIN = 710;

function receivingAccountFor(
  channelCode: string,
  amount: number,
  orderNo: string,
): ReceivingAccount {
  const base: ReceivingAccount = {
    accountName: '深圳某某贸易有限公司',
    accountNumber: '6222020200001234567',
    bankName: 'ICBC',
    bankBranch: 'Shenzhen Futian',
    qrCodeUrl: null,
    payUrl: null,
    remark: orderNo.slice(-6),
    virtualCoin: null,
  };
  if (channelCode.startsWith('blockchain')) {
    const erc = channelCode.endsWith('Erc20');
    return {
      ...base,
      accountName: null,
      bankName: null,
      bankBranch: null,
      accountNumber: erc
        ? '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
        : 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      virtualCoin: {
        coinType: 'USDT',
        protocol: erc ? 'ERC20' : 'TRC20',
        exchangeRate: plainYuan(USDT_FEN_PER_COIN),
        coinAmount: coinAmountText(amount, USDT_FEN_PER_COIN),
      },
    };
  }
  if (channelCode.startsWith('thirdParty'))
    return { ...base, payUrl: 'https://example.com/', accountNumber: null, bankName: null };
  return base;
}

const depositHandlers: HttpHandler[] = [
  answer('getPaymentMethod', { paymentMethodList }),
  http.post('*/web/pay/:channel/createOrder', async ({ request, params }) => {
    const body = (await request.json()) as { amount: number; payerName: string };
    const channelCode = String(params.channel);
    const orderNo = `D${Date.now()}`;
    receivingAccount = receivingAccountFor(channelCode, body.amount, orderNo);
    depositOrder = {
      orderNo,
      method:
        paymentMethodList.find((m) => m.channels.some((c) => c.channel === channelCode))?.method ??
        'bankCardTransfer',
      channel: channelCode,
      payerName: body.payerName,
      amount: body.amount,
      status: 'waitingForPayment',
      createdAt: now(),
      expiresAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
      completedAt: null,
      voucherUrls: [],
      bankName: null,
      cardNumber: null,
      cancelReason: null,
    };
    return HttpResponse.json({
      code: 0,
      msg: 'success',
      orderNo,
      status: depositOrder.status,
      amount: body.amount,
      receivingAccount,
      expiresAt: depositOrder.expiresAt,
    });
  }),
  stateful('getRechargeAccountInfo', () => ({
    order: depositOrder,
    receivingAccount,
    remainingCancellationsToday: cancellationsLeft,
  })),
  stateful('submitRechargeVoucher', (body) => {
    depositOrder = {
      ...depositOrder!,
      status: 'voucherUploaded',
      voucherUrls: (body.get('voucherUrls') ?? '').split(','),
    };
    return { order: depositOrder };
  }),
  stateful('confirmRechargeOrder', () => {
    depositOrder = { ...depositOrder!, status: 'toBeConfirmed' };
    return { order: depositOrder };
  }),
  stateful('cancelRechargeOrder', (body) => {
    cancellationsLeft = Math.max(0, cancellationsLeft - 1);
    depositOrder = {
      ...depositOrder!,
      status: 'cancelled',
      cancelReason: body.get('reason') as DepositOrder['cancelReason'],
    };
    return { order: depositOrder, remainingCancellationsToday: cancellationsLeft };
  }),
];

// ---- venues: the central wallet and six venue wallets, kept in memory so transfers add up ----

function ok(payload: object) {
  return HttpResponse.json({ code: 0, msg: 'success', ...payload });
}
function refused(msg: string) {
  return HttpResponse.json({ code: 1000, msg });
}

/** The contract's amount rule refuses here as on the server, in the page's language. */
function refusedByRule(rule: ContractSchema, amount: number) {
  const issue = schemaIssues(rule, amount)[0];
  return issue ? refused(issueMessage(issue, i18next.t)) : null;
}

let central = 128_800;
const lockWallet = 0;
const welfareWallet = 6_600;
let autoTransfer = false;
/** `?scenario=venuePending`: venues answer late, so transfers come back `pending` first. */
let venueAnswersLate = false;
const venues: VenueBalance[] = [
  {
    platCode: 'STSPORT',
    platName: 'ST Sports',
    balance: 20_000,
    maintenance: false,
    locked: false,
  },
  { platCode: 'STLIVE', platName: 'ST Live', balance: 0, maintenance: false, locked: false },
  { platCode: 'STCHESS', platName: 'ST Chess', balance: 5_050, maintenance: false, locked: false },
  {
    platCode: 'STESPORT',
    platName: 'ST E-sports',
    balance: 3_000,
    maintenance: true,
    locked: false,
  },
  { platCode: 'STLOTTO', platName: 'ST Lottery', balance: 0, maintenance: false, locked: false },
  { platCode: 'STSLOT', platName: 'ST Slots', balance: 88_800, maintenance: false, locked: true },
];
const venueLockList = [
  {
    platCode: 'STSLOT',
    platName: 'ST Slots',
    lockedAmount: 88_800,
    requiredTurnover: 1_065_600,
    completedTurnover: 240_000,
    lockedAt: '2026-03-01T08:00:00.000Z',
  },
];

function userBalanceMap() {
  return {
    centralWallet: central,
    lockWallet,
    welfareWallet,
    total: central + lockWallet + welfareWallet,
  };
}

let transferCount = 0;

const venueHandlers: HttpHandler[] = [
  http.post(`*/web/${endpointMeta.getUserBalance.path}`, () =>
    ok({ userBalanceMap: userBalanceMap() }),
  ),
  http.post(`*/web/${endpointMeta.getUserTransInfo.path}`, () =>
    ok({
      userBalanceMap: userBalanceMap(),
      autoTransfer,
      venueLockList: venueLockList.filter((l) =>
        venues.some((v) => v.platCode === l.platCode && v.locked),
      ),
    }),
  ),
  http.post(`*/web/${endpointMeta.getTransWalletBalanceInfo.path}`, () =>
    ok({ venueBalanceList: venues }),
  ),
  stateful('getUserPlatBalance', (body) => {
    const venue = venues.find((v) => v.platCode === body.get('platCode')) ?? venues[0]!;
    const { platCode, balance, maintenance, locked } = venue;
    return { platCode, balance, maintenance, locked };
  }),
  http.post(`*/web/${endpointMeta.convertMoney.path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const venue = venues.find((v) => v.platCode === body.get('platCode'));
    const amount = Number(body.get('amount'));
    const toVenue = body.get('direction') === 'toVenue';
    if (!venue) return refused('This venue does not exist');
    if (venue.maintenance)
      return refused('The venue is under maintenance; transfers are unavailable, please try later');
    if (!toVenue && venue.locked)
      return refused('This venue is locked: transfer out once the required turnover is met');
    const overSource = refusedByRule(
      transferAmountSchema(toVenue ? central : venue.balance),
      amount,
    );
    if (overSource) return overSource;
    // The source pays at once; the target is credited when the venue answers.
    if (toVenue) central -= amount;
    else venue.balance -= amount;
    const credit = () => {
      if (toVenue) venue.balance += amount;
      else central += amount;
    };
    if (venueAnswersLate) setTimeout(credit, 2_000);
    else credit();
    transferCount += 1;
    return ok({
      orderNo: `C${Date.now()}${transferCount}`,
      status: venueAnswersLate ? 'pending' : 'posted',
      userBalanceMap: userBalanceMap(),
      venueBalance: venue.balance,
    });
  }),
  http.post(`*/web/${endpointMeta.oneTouchTransfer.path}`, () => {
    let recoveredAmount = 0;
    const skippedPlatCodes: string[] = [];
    for (const venue of venues) {
      if (venue.balance <= 0) continue;
      if (venue.maintenance || venue.locked) {
        skippedPlatCodes.push(venue.platCode);
        continue;
      }
      recoveredAmount += venue.balance;
      central += venue.balance;
      venue.balance = 0;
    }
    return ok({ recoveredAmount, skippedPlatCodes, userBalanceMap: userBalanceMap() });
  }),
  stateful('changeWalletType', (body) => {
    autoTransfer = body.get('autoTransfer') === 'true';
    return { autoTransfer };
  }),
];

// ---- withdrawals: the VIP quota of the day and one open order at a time ----

/** The demo player's payment password. */
const DEMO_PAY_PASSWORD = '135790';
const METHOD_NAMES: Record<WithdrawalMethod, string> = {
  bankCard: 'Bank card',
  virtualCoin: 'Virtual coin',
  ebpay: 'EBpay',
  koipay: 'KOIpay',
};
const VIP_QUOTA = { countLimit: 5, amountLimit: 5_000_000 };
let paidBefore = false;
let openWithdrawal: string | null = null;
/** Valid turnover still to play before withdrawing (settled bets are not built: none is done). */
let turnoverRequired = 0;
const usedToday = { count: 0, amount: 0 };

function dailyQuota() {
  return quotaOf({
    ...VIP_QUOTA,
    countUsed: usedToday.count,
    amountUsed: usedToday.amount,
    centralAvailable: central,
  });
}

/** What the contract's withdrawal gates look at, from the mock's state. */
function withdrawFacts(): WithdrawalFacts {
  const payoutMethods: WithdrawalMethod[] = [
    ...(bankCards.length > 0 ? (['bankCard'] as const) : []),
    ...(coins.length > 0 ? (['virtualCoin'] as const) : []),
    ...thirdParty.flatMap((a) =>
      a.accountType === 'ebpay' || a.accountType === 'koipay' ? [a.accountType] : [],
    ),
  ];
  return {
    openOrderNo: openWithdrawal,
    paidBefore,
    quota: dailyQuota(),
    turnover: { required: turnoverRequired, completed: 0 },
    centralBalance: central,
    payoutMethods,
  };
}

/** The gates the server would refuse any withdrawal for now, in its order: the contract's. */
const withdrawBlockers = (): WithdrawalBlocker[] => withdrawalBlockers(withdrawFacts());

function payoutLabel(method: WithdrawalMethod, accountId: number): string | null {
  if (method === 'bankCard') return bankCards.find((c) => c.id === accountId)?.cardNumber ?? null;
  if (method === 'virtualCoin') {
    const address = coins.find((c) => c.id === accountId)?.address;
    return address ? `${address.slice(0, 4)}****${address.slice(-4)}` : null;
  }
  const account = thirdParty.find((a) => a.id === accountId && a.accountType === method)?.account;
  return account ? `${account.slice(0, 4)}****${account.slice(-4)}` : null;
}

const withdrawHandlers: HttpHandler[] = [
  http.post(`*/web/${endpointMeta.getWithdrawMethod.path}`, () =>
    ok({
      withdrawMethodList: (Object.keys(METHOD_NAMES) as WithdrawalMethod[]).map((method) => ({
        method,
        name: METHOD_NAMES[method],
        available: methodOpen(method, paidBefore),
        minAmount: MIN_WITHDRAWAL,
        maxAmount: VIP_QUOTA.amountLimit,
      })),
      dailyQuota: {
        ...dailyQuota(),
        availableAmount: withdrawBlockers().length > 0 ? 0 : dailyQuota().availableAmount,
      },
      blockers: withdrawBlockers(),
      turnoverRequired,
      turnoverCompleted: 0,
    }),
  ),
  http.post(`*/web/${endpointMeta.checkIsQuickWithdraw.path}`, () =>
    ok({ isQuickWithdraw: paidBefore, pendingOrderNo: openWithdrawal }),
  ),
  answer('getWithdrawExtraRule', {
    extraRuleList: (Object.keys(WITHDRAWAL_EXTRA_RATE_BP) as WithdrawalWindow[]).map((window) => ({
      window,
      extraRateBp: WITHDRAWAL_EXTRA_RATE_BP[window],
    })),
  }),
  http.post(`*/web/${endpointMeta.withdraw.path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const method = body.get('method') as WithdrawalMethod;
    const type = body.get('type') as WithdrawalType;
    const window = type === 'scheduled' ? (body.get('window') as WithdrawalWindow) : null;
    const amount = Number(body.get('amount'));
    const accountId = Number(body.get('accountId'));
    if (body.get('payPassword') !== DEMO_PAY_PASSWORD)
      return refused(`Wrong payment password (the demo one is ${DEMO_PAY_PASSWORD})`);
    const gate = withdrawalGates(withdrawFacts(), method)[0];
    if (gate?.code === 'openOrder')
      return refused(
        'You have an order that is not yet verified, so you cannot withdraw now. Please contact customer service',
      );
    if (gate?.code === 'methodClosed')
      return refused(
        'Virtual coin, EBpay and KOIpay withdrawals open after your first successful withdrawal',
      );
    if (gate) return refused(`Withdrawal blocked: ${gate.code}`);
    const badAmount = refusedByRule(withdrawalAmountSchema(MIN_WITHDRAWAL, dailyQuota()), amount);
    if (badAmount) return badAmount;
    const accountLabel = payoutLabel(method, accountId);
    if (!accountLabel) return refused('The payment account does not exist');
    const createdAt = new Date();
    const arrivalHours = window ? Number(window.split('-')[1]) : WITHDRAWAL_USUAL_MINUTES / 60;
    const withdrawal: Withdrawal = {
      orderNo: `W${createdAt.getTime()}`,
      method,
      type,
      window,
      accountId,
      accountLabel,
      amount,
      extraAmount: window ? fenAtRate(amount, WITHDRAWAL_EXTRA_RATE_BP[window]) : 0,
      status: window ? 'scheduled' : 'reviewing',
      createdAt: createdAt.toISOString(),
      expectedArrivalAt: new Date(createdAt.getTime() + arrivalHours * 3600_000).toISOString(),
      completedAt: null,
    };
    central -= amount;
    usedToday.count += 1;
    usedToday.amount += amount;
    openWithdrawal = withdrawal.orderNo;
    return ok({ withdrawal });
  }),
];

/** The player of the standalone area: a real name (cardholder) and a bound phone (deposits). */
const playerHandlers: HttpHandler[] = [answer('getUserInfo', { userInfo: memberFixture() })];

/**
 * `?scenario=noPayPassword` shows the payment-password dialog, `?scenario=noPhone` the bind-phone
 * dialog of the deposit; `?scenario=refusals` makes the binding calls refuse (the toast path).
 * Transfer and withdraw: `autoTransfer` (auto-transfer mode on), `venuePending` (venues answer
 * transfers late), `pendingWithdrawal` (an open order blocks withdrawals), `firstWithdrawalDone`
 * (coin, EBpay and KOIpay open), `turnoverDue` (500.00 of turnover to play before withdrawing).
 */
function scenarioHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'autoTransfer') autoTransfer = true;
  if (scenario === 'venuePending') venueAnswersLate = true;
  if (scenario === 'pendingWithdrawal') openWithdrawal = 'W20260301000001';
  if (scenario === 'firstWithdrawalDone') paidBefore = true;
  if (scenario === 'turnoverDue') turnoverRequired = 50_000;
  if (scenario === 'noPayPassword') return [answer('checkIsSetWidthPassword', { isSet: false })];
  if (scenario === 'noPhone')
    return [answer('getUserInfo', { userInfo: memberFixture({ mobile: null }) })];
  if (scenario === 'refusals')
    return [
      refuse('bankCardBind', 1000, 'The cardholder name must match your real name'),
      refuse('thirdPartyAccountBind', 1000, 'Too many operations, retry in ten seconds'),
    ];
  return [];
}

export function walletHandlers(scenario: string | null): HttpHandler[] {
  return [
    ...scenarioHandlers(scenario),
    ...playerHandlers,
    ...paymentAccountHandlers,
    ...transactionHandlers,
    ...depositHandlers,
    ...venueHandlers,
    ...withdrawHandlers,
  ];
}
