import type { PayloadOf } from '@platform/api-client';

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
