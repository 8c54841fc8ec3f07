// Standalone dev only: withdrawals, the VIP quota of the day and one open order at a time;
// `?scenario=pendingWithdrawal` (an open order blocks withdrawals), `firstWithdrawalDone` (coin,
// EBpay and KOIpay open), `turnoverDue` (500.00 of turnover to play before withdrawing).
import { http, type HttpHandler } from 'msw';
import { endpointMeta, type Withdrawal } from '@platform/api-client';
import {
  dailyQuota as quotaOf,
  fenAtRate,
  methodOpen,
  MIN_WITHDRAWAL,
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
    centralAvailable: wallet.central,
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
    centralBalance: wallet.central,
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

const handlers: HttpHandler[] = [
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
