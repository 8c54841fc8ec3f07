import {
  fenAtRate,
  formatFen,
  parseYuanToFen,
  type Fen,
  type PayloadOf,
} from '@platform/api-client';
import { withdrawalAmountSchema } from '@platform/api-client/contract';

export type WithdrawInfo = PayloadOf<'getWithdrawMethod'>;
export type WithdrawMethodInfo = WithdrawInfo['withdrawMethodList'][number];
export type DailyQuota = WithdrawInfo['dailyQuota'];
export type ExtraRule = PayloadOf<'getWithdrawExtraRule'>['extraRuleList'][number];

/** The extra a scheduled withdrawal earns (spec 4: 0.1 %-0.6 % by window), as the server pays it. */
export function scheduledExtra(amount: Fen, rateBp: number): Fen {
  return fenAtRate(amount, rateBp);
}

export function withdrawalsLeftToday(quota: DailyQuota): number {
  return Math.max(0, quota.countLimit - quota.countUsed);
}

/** Spec 5: 1x turnover of the deposits is needed (when no bonus was claimed); what is still to go. */
export function turnoverRemaining(
  info: Pick<WithdrawInfo, 'turnoverRequired' | 'turnoverCompleted'>,
) {
  return Math.max(0, info.turnoverRequired - info.turnoverCompleted);
}

/** A message key (namespace included) with its values. */
export interface Issue {
  key: string;
  values?: Record<string, string>;
}

/**
 * The amount of a withdrawal: yuan with at most two decimals, not over the available quota (the
 * contract's withdrawalAmountSchema: today's amount left, capped by the central wallet), not under
 * the method's minimum. Null when it may be sent.
 */
export function withdrawAmountIssue(
  text: string,
  method: Pick<WithdrawMethodInfo, 'minAmount' | 'maxAmount'>,
  quota: Pick<DailyQuota, 'availableAmount'>,
): Issue | null {
  const trimmed = text.trim();
  if (!trimmed) return { key: 'validation:amount.required' };
  const fen = parseYuanToFen(trimmed);
  if (fen === null) return { key: 'validation:amount.format' };
  const limit = Math.min(quota.availableAmount, method.maxAmount);
  const issue = withdrawalAmountSchema(limit).safeParse(fen).error?.issues[0];
  if (issue) return { key: `validation:${issue.message}` };
  if (fen < method.minAmount)
    return { key: 'wallet:withdraw.belowMinimum', values: { min: formatFen(method.minAmount) } };
  return null;
}
