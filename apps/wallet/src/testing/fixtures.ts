import type { BankCard, BlockchainAccount, ThirdPartyAccount } from '@platform/api-client';

export const banks = [
  { bankId: 1, bankCode: 'ICBC', bankName: 'ICBC', logoUrl: null },
  { bankId: 2, bankCode: 'CMB', bankName: 'China Merchants Bank', logoUrl: null },
];

export function bankCard(id: number, overrides: Partial<BankCard> = {}): BankCard {
  return {
    id,
    holderName: '张三',
    cardType: 'savings',
    bankId: 1,
    bankName: 'ICBC',
    cardNumber: `**** **** **** ${String(1000 + id)}`,
    branchAddress: 'Shenzhen Futian',
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const coinAccount: BlockchainAccount = {
  id: 5,
  alias: 'Cold wallet',
  coinType: 'USDT',
  protocol: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const alipayAccount: ThirdPartyAccount = {
  id: 9,
  accountType: 'alipay',
  alias: 'My Alipay',
  account: '13800138000',
  qrCodeUrl: '/web/upload/file/AAAAAAAAAAAAAAAAAAAAAA',
  platformName: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const paymentMethods = [
  {
    method: 'bankCardTransfer' as const,
    name: 'Bank transfer',
    iconUrl: null,
    sort: 1,
    channels: [
      {
        channel: 'bankCardTransfer' as const,
        name: 'Card to card',
        minAmount: 10_000,
        maxAmount: 300_000,
        fixedAmounts: [10_000, 50_000, 100_000],
        fixedAmountsOnly: false,
        sort: 1,
      },
    ],
  },
  {
    method: 'blockchainTopUp' as const,
    name: 'Blockchain',
    iconUrl: null,
    sort: 2,
    channels: [
      {
        channel: 'blockchainTrc20' as const,
        name: 'USDT TRC20',
        minAmount: 10_000,
        maxAmount: 100_000_000,
        fixedAmounts: [],
        fixedAmountsOnly: false,
        sort: 1,
      },
      {
        channel: 'blockchainErc20' as const,
        name: 'USDT ERC20',
        minAmount: 10_000,
        maxAmount: 100_000_000,
        fixedAmounts: [],
        fixedAmountsOnly: false,
        sort: 2,
      },
    ],
  },
  {
    method: 'shortVideoRedPacket' as const,
    name: 'Red packet',
    iconUrl: null,
    sort: 3,
    channels: [
      {
        channel: 'douyinRedPacket' as const,
        name: 'Douyin',
        minAmount: 10_000,
        maxAmount: 300_000,
        fixedAmounts: [10_000, 20_000],
        fixedAmountsOnly: true,
        sort: 1,
      },
    ],
  },
];
