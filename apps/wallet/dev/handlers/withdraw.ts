// Standalone dev only: withdrawals, the VIP quota of the day and one open order at a time;
// `?scenario=pendingWithdrawal` (an open order blocks withdrawals), `firstWithdrawalDone` (coin,
// EBpay and KOIpay open), `turnoverDue` (500.00 of turnover to play before withdrawing).
import { http, type HttpHandler } from 'msw';
import { endpointMeta, type Withdrawal } from '@platform/api-client';
import {
  withdrawalAmountSchema,
  type WithdrawalBlocker,
  type WithdrawalMethod,
  type WithdrawalType,
  type WithdrawalWindow,
} from '@platform/api-client/contract';
import { answer } from '@platform/api-client/mocks';
import { ok, refused, refusedByRule, wallet } from './shared';
import { thirdParty, bankCards, coins } from './paymentAccounts';

/** The demo player's payment password. */
const DEMO_PAY_PASSWORD = '135790';
const METHOD_NAMES: Record<WithdrawalMethod, string> = {
  bankCard: 'Bank card',
  virtualCoin: 'Virtual coin',
  ebpay: 'EBpay',
  koipay: 'KOIpay',
};
const EXTRA_RATE_BP: Record<WithdrawalWindow, number> = {
  '0-6': 10,
  '6-12': 20,
  '12-18': 40,
  '18-24': 60,
};
const MIN_WITHDRAWAL = 10_000;
const VIP_QUOTA = { countLimit: 5, amountLimit: 5_000_000 };
let paidBefore = false;
let openWithdrawal: string | null = null;
/** Valid turnover still to play before withdrawing (settled bets are not built: none is done). */
let turnoverRequired = 0;
const usedToday = { count: 0, amount: 0 };

function dailyQuota() {
  const countLeft = VIP_QUOTA.countLimit - usedToday.count;
  return {
    countLimit: VIP_QUOTA.countLimit,
    countUsed: usedToday.count,
    amountLimit: VIP_QUOTA.amountLimit,
    amountUsed: usedToday.amount,
    availableAmount:
      countLeft > 0
        ? Math.max(0, Math.min(VIP_QUOTA.amountLimit - usedToday.amount, wallet.central))
        : 0,
  };
}

/** The gates the server would refuse any withdrawal for now, in its order (no turnover here). */
function withdrawBlockers(): WithdrawalBlocker[] {
  const blockers: WithdrawalBlocker[] = [];
  if (openWithdrawal) blockers.push({ code: 'openOrder', orderNo: openWithdrawal });
  if (usedToday.count >= VIP_QUOTA.countLimit)
    blockers.push({ code: 'countUsed', countLimit: VIP_QUOTA.countLimit });
  if (turnoverRequired > 0) blockers.push({ code: 'turnover', remaining: turnoverRequired });
  if (VIP_QUOTA.amountLimit - usedToday.amount < MIN_WITHDRAWAL)
    blockers.push({ code: 'amountUsed', amountLimit: VIP_QUOTA.amountLimit });
  else if (wallet.central < MIN_WITHDRAWAL)
    blockers.push({ code: 'belowMinimum', minAmount: MIN_WITHDRAWAL, balance: wallet.central });
  if (bankCards.length === 0 && !(paidBefore && coins.length + thirdParty.length > 0))
    blockers.push({ code: 'noPayoutAccount' });
  return blockers;
}

function payoutLabel(method: WithdrawalMethod, accountId: number): string | null {
  if (method === 'bankCard') return bankCards.find((c) => c.id === accountId)?.cardNumber ?? null;
  if (method === 'virtualCoin') {
    const address = coins.find((c) => c.id === accountId)?.address;
    return address ? `${address.slice(0, 4)}****${address.slice(-4)}` : null;
  }
  const account = thirdParty.find((a) => a.id === accountId && a.accountType === method)?.account;
  return account ? `${account.slice(0, 4)}****${account.slice(-4)}` : null;
}

const handlers: HttpHandler[] = [
  http.post(`*/web/${endpointMeta.getWithdrawMethod.path}`, () =>
    ok({
      withdrawMethodList: (Object.keys(METHOD_NAMES) as WithdrawalMethod[]).map((method) => ({
        method,
        name: METHOD_NAMES[method],
        available: method === 'bankCard' || paidBefore,
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
    extraRuleList: (Object.keys(EXTRA_RATE_BP) as WithdrawalWindow[]).map((window) => ({
      window,
      extraRateBp: EXTRA_RATE_BP[window],
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
    if (openWithdrawal)
      return refused(
        'You have an order that is not yet verified, so you cannot withdraw now. Please contact customer service',
      );
    const blocker = withdrawBlockers()[0];
    if (blocker) return refused(`Withdrawal blocked: ${blocker.code}`);
    if (method !== 'bankCard' && !paidBefore)
      return refused(
        'Virtual coin, EBpay and KOIpay withdrawals open after your first successful withdrawal',
      );
    const badAmount = refusedByRule(withdrawalAmountSchema(MIN_WITHDRAWAL, dailyQuota()), amount);
    if (badAmount) return badAmount;
    const accountLabel = payoutLabel(method, accountId);
    if (!accountLabel) return refused('The payment account does not exist');
    const createdAt = new Date();
    const arrivalHours = window ? Number(window.split('-')[1]) : 1 / 6;
    const withdrawal: Withdrawal = {
      orderNo: `W${createdAt.getTime()}`,
      method,
      type,
      window,
      accountId,
      accountLabel,
      amount,
      extraAmount: window ? Math.floor((amount * EXTRA_RATE_BP[window]) / 10_000) : 0,
      status: window ? 'scheduled' : 'reviewing',
      createdAt: createdAt.toISOString(),
      expectedArrivalAt: new Date(createdAt.getTime() + arrivalHours * 3600_000).toISOString(),
      completedAt: null,
    };
    wallet.central -= amount;
    usedToday.count += 1;
    usedToday.amount += amount;
    openWithdrawal = withdrawal.orderNo;
    return ok({ withdrawal });
  }),
];

export function withdrawHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'pendingWithdrawal') openWithdrawal = 'W20260301000001';
  if (scenario === 'firstWithdrawalDone') paidBefore = true;
  if (scenario === 'turnoverDue') turnoverRequired = 50_000;
  return handlers;
}
