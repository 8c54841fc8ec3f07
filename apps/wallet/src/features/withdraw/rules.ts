import { fenAtRate, type Fen, type PayloadOf } from '@platform/api-client';

export type WithdrawInfo = PayloadOf<'getWithdrawMethod'>;
export type WithdrawMethodInfo = WithdrawInfo['withdrawMethodList'][number];
export type DailyQuota = WithdrawInfo['dailyQuota'];
export type ExtraRule = PayloadOf<'getWithdrawExtraRule'>['extraRuleList'][number];

/**
 * The extra a scheduled withdrawal earns (0.1 %-0.6 % by window:
 * docs/product-rules.md#withdrawals), as the server pays it.
 */
export function scheduledExtra(amount: Fen, rateBp: number): Fen {
  return fenAtRate(amount, rateBp);
}

export function withdrawalsLeftToday(quota: DailyQuota): number {
  return Math.max(0, quota.countLimit - quota.countUsed);
}
