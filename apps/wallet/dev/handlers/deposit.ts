// Standalone dev only: deposit methods, and one order at a time moving through its steps.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  coinAmountText,
  DEPOSIT_PAYMENT_WINDOW_MINUTES,
  DEPOSIT_RANGES_YUAN,
  plainYuan,
  yuanToFen,
  type DepositOrder,
  type ReceivingAccount,
  type PayloadOf,
} from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { now, stateful } from './shared';

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
    name: 'Blockchain deposit',
    iconUrl: null,
    sort: 2,
    channels: [
      channel('blockchainTrc20', 'USDT TRC20', 'large'),
      channel('blockchainErc20', 'USDT ERC20', 'large'),
    ],
  },
  {
    method: 'thirdPartyTopUp',
    name: 'Third-party deposit',
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

const handlers: HttpHandler[] = [
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
      expiresAt: new Date(Date.now() + DEPOSIT_PAYMENT_WINDOW_MINUTES * 60_000).toISOString(),
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

export function depositHandlers(_scenario: string | null): HttpHandler[] {
  return handlers;
}
