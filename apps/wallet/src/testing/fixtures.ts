import type {
  BankCard,
  BlockchainAccount,
  PayloadOf,
  ThirdPartyAccount,
  VenueBalance,
} from '@platform/api-client';

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

// ---- transfer and venue balances ----

export const venueBalances: VenueBalance[] = [
  {
    platCode: 'STSPORT',
    platName: 'ST Sports',
    balance: 20_000,
    maintenance: false,
    locked: false,
  },
  { platCode: 'STLIVE', platName: 'ST Live', balance: 0, maintenance: false, locked: false },
  {
    platCode: 'STESPORT',
    platName: 'ST E-sports',
    balance: 3_000,
    maintenance: true,
    locked: false,
  },
  { platCode: 'STSLOT', platName: 'ST Slots', balance: 88_800, maintenance: false, locked: true },
];

export function transInfo(
  overrides: Partial<PayloadOf<'getUserTransInfo'>> = {},
): PayloadOf<'getUserTransInfo'> {
  return {
    userBalanceMap: { centralWallet: 100_050, lockWallet: 0, welfareWallet: 6_600, total: 106_650 },
    autoTransfer: false,
    venueLockList: [
      {
        platCode: 'STSLOT',
        platName: 'ST Slots',
        lockedAmount: 88_800,
        requiredTurnover: 1_065_600,
        completedTurnover: 240_000,
        lockedAt: '2026-03-01T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

// ---- withdrawals ----

export function withdrawMethods(
  overrides: Partial<PayloadOf<'getWithdrawMethod'>['dailyQuota']> = {},
): PayloadOf<'getWithdrawMethod'> {
  return {
    withdrawMethodList: [
      {
        method: 'bankCard',
        name: 'Bank card',
        available: true,
        minAmount: 10_000,
        maxAmount: 5_000_000,
      },
      {
        method: 'virtualCoin',
        name: 'Virtual coin',
        available: false,
        minAmount: 10_000,
        maxAmount: 5_000_000,
      },
      { method: 'ebpay', name: 'EBpay', available: false, minAmount: 10_000, maxAmount: 5_000_000 },
      {
        method: 'koipay',
        name: 'KOIpay',
        available: false,
        minAmount: 10_000,
        maxAmount: 5_000_000,
      },
    ],
    dailyQuota: {
      countLimit: 5,
      countUsed: 1,
      amountLimit: 5_000_000,
      amountUsed: 20_000,
      availableAmount: 100_050,
      ...overrides,
    },
    blockers: [],
    turnoverRequired: 0,
    turnoverCompleted: 0,
  };
}

export const extraRules: PayloadOf<'getWithdrawExtraRule'> = {
  extraRuleList: [
    { window: '0-6', extraRateBp: 10 },
    { window: '6-12', extraRateBp: 20 },
    { window: '12-18', extraRateBp: 40 },
    { window: '18-24', extraRateBp: 60 },
  ],
};
