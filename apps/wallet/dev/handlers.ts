// Standalone dev only: MSW answers for the wallet's pages, so `pnpm --filter wallet dev` shows
// every page with data and its error paths (`?api=real` uses the API instead).
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  endpointMeta,
  type BankCard,
  type DepositOrder,
  type ReceivingAccount,
  type TransactionRecord,
  type UserInfo,
  type BlockchainAccount,
  type EndpointName,
  type PayloadOf,
  type ThirdPartyAccount,
} from '@platform/api-client';
import { answer, refuse } from '@platform/api-client/mocks';

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
    HttpResponse.json({ code: 0, msg: 'success', bankCardList: bankCards, maxBankCards: 10 }),
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
const records: TransactionRecord[] = Array.from({ length: 57 }, (_, i) => {
  const type = TYPES[i % TYPES.length]!;
  return {
    orderNo: `T${String(20260300000 + i)}`,
    type,
    mode: type === 'withdrawal' || (type === 'transfer' && i % 2 === 0) ? 'expense' : 'income',
    status: STATUSES[i % STATUSES.length]!,
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

function channel(code: string, name: string, min: number, max: number, fixed: number[] = []) {
  return {
    channel: code,
    name,
    minAmount: min * 100,
    maxAmount: max * 100,
    fixedAmounts: fixed.map((yuan) => yuan * 100),
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
      channel('bankCardTransfer', 'Card to card', 100, 1_000_000, [100, 500, 1000, 5000]),
      channel('alipayToCard', 'Alipay to card', 100, 1_000_000, [100, 500, 1000]),
    ],
  },
  {
    method: 'blockchainTopUp',
    name: 'Blockchain top-up',
    iconUrl: null,
    sort: 2,
    channels: [
      channel('blockchainTrc20', 'USDT TRC20', 100, 1_000_000),
      channel('blockchainErc20', 'USDT ERC20', 100, 1_000_000),
    ],
  },
  {
    method: 'thirdPartyTopUp',
    name: 'Third-party top-up',
    iconUrl: null,
    sort: 3,
    channels: [channel('thirdPartyAlipay', 'Alipay', 100, 3000, [100, 200, 500])],
  },
  {
    method: 'shortVideoRedPacket',
    name: 'Short-video red packet',
    iconUrl: null,
    sort: 4,
    channels: [channel('douyinRedPacket', 'Douyin red packet', 100, 3000, [100, 200, 500])],
  },
] as PayloadOf<'getPaymentMethod'>['paymentMethodList'];

let depositOrder: DepositOrder | null = null;
let receivingAccount: ReceivingAccount | null = null;
let cancellationsLeft = 5;

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
        exchangeRate: '7.10',
        coinAmount: (amount / 710).toFixed(2),
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

/** The player of the standalone area: a real name (cardholder) and a bound phone (deposits). */
const PLAYER: UserInfo = {
  userId: 1,
  username: 'demo01',
  realName: '张三',
  realNameConfirmed: true,
  gender: null,
  birthDate: null,
  birthDateConfirmed: false,
  mobile: '138****5678',
  email: null,
  avatar: null,
  vipLevel: 1,
  registeredAt: '2026-01-01T00:00:00.000Z',
  daysSinceJoining: 1,
  langType: 3,
  currency: 'CNY',
  isAgent: false,
  autoTransfer: false,
};
const playerHandlers: HttpHandler[] = [answer('getUserInfo', { userInfo: PLAYER })];

/**
 * `?scenario=noPayPassword` shows the payment-password dialog, `?scenario=noPhone` the bind-phone
 * dialog of the deposit; `?scenario=refusals` makes the binding calls refuse (the toast path).
 */
function scenarioHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'noPayPassword') return [answer('checkIsSetWidthPassword', { isSet: false })];
  if (scenario === 'noPhone')
    return [answer('getUserInfo', { userInfo: { ...PLAYER, mobile: null } })];
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
  ];
}
