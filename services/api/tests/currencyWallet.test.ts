import { MIN_WITHDRAWAL } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { checkLedger, houseBalance } from '../src/core/ledger';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { canReleaseVenueLock, venueUnlockBelow } from '../src/core/venues/venueLock';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { payWithdrawal } from '../src/modules/wallet/withdrawals/payouts';
import { insertBankCard } from './support/paymentRows';
import { useTestApp } from './support/testApp';

/**
 * The wallet in the member's currency (docs/product-rules.md#currency): the operator's deposit and
 * withdrawal figures, written once in fen, are answered and enforced ×5 for a THB member and ×35
 * for a VND one, refusals and messages are written in the member's currency, and the sandbox pays
 * in it. A CNY member reads exactly the figures of before.
 */
const t = useTestApp();
const EN = 3;
const PAY_PASSWORD = '135790';
let keys = 0;

/** Intl puts a no-break space between a currency code and its figure: read it as a space. */
const plain = (text: unknown) => String(text).replace(/\u00a0/g, ' ');

type Currency = 'CNY' | 'THB' | 'VND';

async function member(currency: Currency) {
  const p = await t.registerPlayer();
  if (currency !== 'CNY') {
    const changed = await t.call(
      'changeLanguageAndCurrency',
      { langType: EN, currency },
      { token: p.token, lang: EN },
    );
    expect(changed.body.code).toBe(0);
  }
  return p;
}

interface Channel {
  channel: string;
  minAmount: number;
  maxAmount: number;
  fixedAmounts: number[];
}

async function channels(token: string): Promise<Map<string, Channel>> {
  const answer = await t.call('getPaymentMethod', {}, { token, lang: EN });
  expect(answer.body.code).toBe(0);
  const methods = answer.body.paymentMethodList as { channels: Channel[] }[];
  return new Map(methods.flatMap((m) => m.channels).map((c) => [c.channel, c]));
}

function remittance(token: string, amount: number) {
  return t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Somchai', idempotencyKey: `currency-wallet-${++keys}` },
    { token, lang: EN },
  );
}

async function messages(userId: number) {
  const { rows } = await t.db.query<{ title_key: string; content: string; params: object }>(
    'SELECT title_key, content, params FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

async function withdrawer(currency: Currency, credit: number) {
  const p = await member(currency);
  await t.confirmPassword(p);
  if (credit > 0)
    await creditCentralWallet(t.db, { userId: p.userId, amount: credit, reason: 'test' });
  await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: p.token },
  );
  const cardId = await insertBankCard(t.db, p.userId, `62220200000${String(p.userId).slice(-6)}00`);
  return { ...p, cardId };
}

function withdraw(p: { token: string; cardId: number }, amount: number) {
  return t.call(
    'withdraw',
    {
      method: 'bankCard',
      type: 'instant',
      accountId: p.cardId,
      amount,
      payPassword: PAY_PASSWORD,
      idempotencyKey: `currency-withdraw-${String(++keys).padStart(6, '0')}`,
    },
    { token: p.token, lang: EN },
  );
}

async function withdrawInfo(token: string) {
  const answer = await t.call('getWithdrawMethod', {}, { token });
  return answer.body as unknown as {
    withdrawMethodList: { method: string; minAmount: number; maxAmount: number }[];
    dailyQuota: { amountLimit: number };
  };
}

describe('deposit figures in the member’s currency', () => {
  it('answers every channel’s range and fixed sums ×5 for THB and ×35 for VND, the figures for CNY', async () => {
    const cny = await channels((await member('CNY')).token);
    const thb = await channels((await member('THB')).token);
    const vnd = await channels((await member('VND')).token);
    // The bank remittance range is 100-1,000,000 yuan; the red packet takes set sums only.
    expect(cny.get('bankCardRemittance')).toMatchObject({
      minAmount: 10_000,
      maxAmount: 100_000_000,
    });
    expect(thb.get('bankCardRemittance')).toMatchObject({
      minAmount: 50_000,
      maxAmount: 500_000_000,
    });
    expect(vnd.get('bankCardRemittance')).toMatchObject({
      minAmount: 350_000,
      maxAmount: 3_500_000_000,
    });
    expect(cny.size).toBeGreaterThan(0);
    for (const [code, c] of cny) {
      expect(thb.get(code)).toEqual({
        ...c,
        minAmount: c.minAmount * 5,
        maxAmount: c.maxAmount * 5,
        fixedAmounts: c.fixedAmounts.map((a) => a * 5),
      });
      expect(vnd.get(code)?.fixedAmounts).toEqual(c.fixedAmounts.map((a) => a * 35));
    }
  });

  it('refuses an order under the THB minimum, in THB', async () => {
    const p = await member('THB');
    // 499.99 baht: above 100 yuan in satang, under 100 yuan read in baht.
    const under = await remittance(p.token, 49_999);
    expect(under.body.code).not.toBe(0);
    expect(plain(under.body.msg)).toContain('THB 500.00');
    expect(plain(under.body.msg)).not.toContain('yuan');
  });

  it('refuses 499.99 baht, though more than 100 yuan in minor units, and takes 500.00 baht', async () => {
    const p = await member('THB');
    expect((await remittance(p.token, 49_999)).body.code).toBe(400);
    const ok = await remittance(p.token, 50_000);
    expect(ok.body).toMatchObject({ code: 0, amount: 50_000 });
  });

  it('keeps a CNY member’s range as it was', async () => {
    const p = await member('CNY');
    expect((await remittance(p.token, 9_999)).body.code).not.toBe(0);
    expect((await remittance(p.token, 10_000)).body).toMatchObject({ code: 0, amount: 10_000 });
  });

  it('credits the deposit in satang and tells the member in THB', async () => {
    const p = await member('THB');
    const order = await remittance(p.token, 100_000);
    expect(order.body.code).toBe(0);
    await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
    const balance = await t.call('getUserBalance', {}, { token: p.token });
    expect(balance.body.userBalanceMap).toMatchObject({ centralWallet: 100_000 });
    const [credited] = (await messages(p.userId)).filter(
      (m) => m.title_key === 'depositSucceeded.title',
    );
    expect(plain(credited?.content)).toBe(
      `Your deposit of THB 1,000.00 (order ${String(order.body.orderNo)}) has been credited to your central wallet.`,
    );
    expect(credited?.params).toMatchObject({ amount: { fen: 100_000, currency: 'THB' } });
  });

  it('takes whole đồng from a VND member and credits them as they are', async () => {
    const p = await member('VND');
    expect((await remittance(p.token, 349_999)).body.code).not.toBe(0);
    const order = await remittance(p.token, 350_001);
    expect(order.body).toMatchObject({ code: 0, amount: 350_001 });
    await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
    const balance = await t.call('getUserBalance', {}, { token: p.token });
    expect(balance.body.userBalanceMap).toMatchObject({ centralWallet: 350_001 });
    const [credited] = (await messages(p.userId)).filter(
      (m) => m.title_key === 'depositSucceeded.title',
    );
    expect(plain(credited?.content)).toContain('Your deposit of ₫350,001 (order');
  });

  it('quotes a coin at its price read in the member’s currency', async () => {
    const p = await member('THB');
    const answer = await t.call(
      'createVirtualCoinErc20Order',
      {
        amount: 100_000,
        payerName: 'Somchai',
        coinType: 'USDT',
        protocol: 'ERC20',
        idempotencyKey: `currency-coin-${++keys}`,
      },
      { token: p.token, lang: EN },
    );
    expect(answer.body.code).toBe(0);
    // 7.20 yuan per USDT is 36.00 baht: 1,000 baht is 27.78 USDT, rounded up to the coin cent.
    expect(answer.body.receivingAccount).toMatchObject({
      virtualCoin: { exchangeRate: '36.00', coinAmount: '27.78' },
    });
  });
});

describe('withdrawal figures in the member’s currency', () => {
  it('answers the minimum and the daily quota ×5 for THB', async () => {
    const cny = await withdrawInfo((await withdrawer('CNY', 1_000_000)).token);
    const thb = await withdrawInfo((await withdrawer('THB', 1_000_000)).token);
    expect(cny.withdrawMethodList[0]).toMatchObject({ minAmount: MIN_WITHDRAWAL });
    expect(thb.withdrawMethodList[0]).toMatchObject({
      minAmount: MIN_WITHDRAWAL * 5,
      maxAmount: cny.dailyQuota.amountLimit * 5,
    });
    expect(thb.dailyQuota.amountLimit).toBe(cny.dailyQuota.amountLimit * 5);
  });

  it('refuses under the THB minimum, in THB', async () => {
    const p = await withdrawer('THB', 1_000_000);
    const under = await withdraw(p, MIN_WITHDRAWAL * 5 - 1);
    expect(under.body.code).not.toBe(0);
    expect(plain(under.body.msg)).toContain('THB 500.00');
  });

  it('pays the THB minimum through the THB house account, its message in THB', async () => {
    const p = await withdrawer('THB', 1_000_000);
    const ok = await withdraw(p, MIN_WITHDRAWAL * 5);
    expect(ok.body.code).toBe(0);
    const orderNo = (ok.body.withdrawal as { orderNo: string }).orderNo;
    await payWithdrawal(t.db, orderNo, t.clock.now());
    const [paid] = (await messages(p.userId)).filter((m) => m.title_key === 'withdrawalPaid.title');
    expect(plain(paid?.content)).toContain('Your withdrawal of THB 500.00');
    expect(await houseBalance(t.db, 'house_withdrawal', 'THB')).toBeGreaterThanOrEqual(50_000);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses over the THB daily quota', async () => {
    const probe = await withdrawInfo((await withdrawer('THB', 0)).token);
    const quota = probe.dailyQuota.amountLimit;
    const p = await withdrawer('THB', quota + 100_000);
    expect((await withdraw(p, quota + 1)).body.code).not.toBe(0);
    expect((await withdraw(p, quota)).body.code).toBe(0);
  });
});

describe('the venue lock in the member’s currency', () => {
  it('releases under 25 baht for THB (5 yuan ×5) and under 5 yuan for CNY', async () => {
    const thb = await venueUnlockBelow(t.db, (await member('THB')).userId);
    const cny = await venueUnlockBelow(t.db, (await member('CNY')).userId);
    expect(thb).toEqual({ threshold: 2_500, currency: 'THB' });
    expect(cny).toEqual({ threshold: 500, currency: 'CNY' });
    const lock = { requiredTurnover: 1, completedTurnover: 0, unsettledBets: 0 };
    expect(canReleaseVenueLock({ ...lock, venueBalance: 2_499 }, thb.threshold)).toBe(true);
    expect(canReleaseVenueLock({ ...lock, venueBalance: 2_500 }, thb.threshold)).toBe(false);
    expect(canReleaseVenueLock({ ...lock, venueBalance: 500 }, cny.threshold)).toBe(false);
  });
});

describe('refusals in the member’s currency', () => {
  it('writes a deposit limit’s refusal in THB, as the member typed it', async () => {
    const p = await member('THB');
    const set = await t.call(
      'setMoneyLimit',
      { kind: 'deposit', period: 'day', amount: 60_000 },
      { token: p.token, lang: EN },
    );
    expect(set.body.code).toBe(0);
    const over = await remittance(p.token, 60_001);
    expect(plain(over.body.msg)).toContain(
      'Your daily deposit limit of THB 600.00 leaves THB 600.00',
    );
  });
});
