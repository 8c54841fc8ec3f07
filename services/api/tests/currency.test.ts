import { afterEach, describe, expect, it } from 'vitest';
import { checkLedger, creditCentralWallet, houseBalance } from '../src/core/ledger';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { useTestApp, type TestApp } from './support/testApp';

/** The member's wallet currency (docs/product-rules.md#currency). */

const EN = 3;
const TH = 4;
let keys = 0;

async function userInfo(t: TestApp, token: string) {
  const answer = await t.call('getUserInfo', {}, { token });
  return answer.body.userInfo as { currency: string; currencyFixed: boolean; langType: number };
}

async function accountCurrencies(t: TestApp, userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ currency: string }>(
    'SELECT DISTINCT currency FROM ledger_accounts WHERE owner_user_id = $1',
    [userId],
  );
  return rows.map((r) => r.currency);
}

function choose(t: TestApp, token: string, currency: string, langType = EN) {
  return t.call('changeLanguageAndCurrency', { langType, currency }, { token, lang: EN });
}

async function order(t: TestApp, token: string, amount = 50_000) {
  const answer = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Somchai', idempotencyKey: `currency-test-${++keys}` },
    { token, lang: EN },
  );
  expect(answer.body.code).toBe(0);
  return answer.body.orderNo as string;
}

describe('the wallet currency', () => {
  const t = useTestApp();
  // The database outlives a test: put the operator's settings back.
  afterEach(async () => {
    await t.db.query(
      `UPDATE sys_config SET config_value = CASE config_key
         WHEN 'currencies' THEN 'CNY,THB,VND' ELSE 'CNY' END
       WHERE config_key IN ('currencies', 'default_currency')`,
    );
  });

  it('starts as the operator’s default, open to change', async () => {
    const p = await t.registerPlayer();
    expect(await userInfo(t, p.token)).toMatchObject({ currency: 'CNY', currencyFixed: false });
    expect(await accountCurrencies(t, p.userId)).toEqual(['CNY']);
  });

  it('starts in the operator’s default currency when it is another', async () => {
    await t.db.query(
      "UPDATE sys_config SET config_value = 'VND' WHERE config_key = 'default_currency'",
    );
    const p = await t.registerPlayer();
    expect(await userInfo(t, p.token)).toMatchObject({ currency: 'VND' });
    expect(await accountCurrencies(t, p.userId)).toEqual(['VND']);
  });

  it('changes to an offered currency before any money moves, wallets and all', async () => {
    const p = await t.registerPlayer();
    expect((await choose(t, p.token, 'THB', TH)).body.code).toBe(0);
    expect(await userInfo(t, p.token)).toMatchObject({ currency: 'THB', langType: TH });
    expect(await accountCurrencies(t, p.userId)).toEqual(['THB']);
  });

  it('keeps the currency when only the language changes', async () => {
    const p = await t.registerPlayer();
    await choose(t, p.token, 'THB');
    const answer = await t.call('changeLanguageAndCurrency', { langType: TH }, { token: p.token });
    expect(answer.body.code).toBe(0);
    expect(await userInfo(t, p.token)).toMatchObject({ currency: 'THB', langType: TH });
  });

  it('refuses a currency the operator does not offer, and changes nothing', async () => {
    await t.db.query(
      "UPDATE sys_config SET config_value = 'CNY,THB' WHERE config_key = 'currencies'",
    );
    const p = await t.registerPlayer();
    const answer = await choose(t, p.token, 'VND', TH);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('This currency is not offered');
    expect(await userInfo(t, p.token)).toMatchObject({ currency: 'CNY', langType: 1 });
  });

  it('refuses an unknown currency by the contract', async () => {
    const p = await t.registerPlayer();
    expect((await choose(t, p.token, 'XXX')).body.code).toBe(400);
  });

  it('deposits in the member’s currency against the house in the same currency', async () => {
    const p = await t.registerPlayer();
    await choose(t, p.token, 'THB');
    const orderNo = await order(t, p.token, 250_000);
    await approveDeposit(t.db, { orderNo, now: t.clock.now() });
    const balance = await t.call('getUserBalance', {}, { token: p.token });
    expect(balance.body.userBalanceMap).toMatchObject({ centralWallet: 250_000 });
    expect(await houseBalance(t.db, 'house_deposit', 'THB')).toBe(-250_000);
    expect(await houseBalance(t.db, 'house_deposit', 'CNY')).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is fixed once a deposit order exists, with the reason in the player’s language', async () => {
    const p = await t.registerPlayer();
    await order(t, p.token);
    expect(await userInfo(t, p.token)).toMatchObject({ currencyFixed: true });
    const answer = await choose(t, p.token, 'THB');
    expect(answer.body.code).toBe(409);
    expect(answer.body.msg).toBe('Your wallet currency is fixed after your first deposit');
    expect(await accountCurrencies(t, p.userId)).toEqual(['CNY']);
  });

  it('is fixed once money has moved, even without a deposit', async () => {
    const p = await t.registerPlayer();
    await creditCentralWallet(t.db, { userId: p.userId, amount: 1_000, reason: 'test' });
    expect(await userInfo(t, p.token)).toMatchObject({ currencyFixed: true });
    expect((await choose(t, p.token, 'VND')).body.code).toBe(409);
  });

  it('never lets an order and a change cross: one of the two sees the other', async () => {
    const p = await t.registerPlayer();
    const [changed, created] = await Promise.all([
      choose(t, p.token, 'THB'),
      t.call(
        'createBankCardRemittanceOrder',
        { amount: 50_000, payerName: 'Somchai', idempotencyKey: `currency-race-${++keys}` },
        { token: p.token, lang: EN },
      ),
    ]);
    expect(created.body.code).toBe(0);
    const info = await userInfo(t, p.token);
    // Either the change came first (THB, then the order) or the order did (refused, CNY).
    if (changed.body.code === 0) expect(info.currency).toBe('THB');
    else expect([changed.body.code, info.currency]).toEqual([409, 'CNY']);
    expect(await accountCurrencies(t, p.userId)).toEqual([info.currency]);
  });
});
