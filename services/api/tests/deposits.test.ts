import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_CANCEL_REASONS,
  DEPOSIT_CHANNELS_BY_METHOD,
  DEPOSIT_METHOD_AMOUNT_RANGE,
  DEPOSIT_METHODS,
  DEPOSIT_RANGES_YUAN,
  coinAddressSchema,
  type DepositChannelName,
} from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_CHANNEL_SEEDS } from '../src/seeds/paymentMethods';
import { RECEIVING_ACCOUNT_SEEDS } from '../src/seeds/receivingAccounts';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const YUAN = 100;
const MINUTE = 60_000;

let keys = 0;
const nextKey = () => `deposit-test-${++keys}`;

async function createOrder(
  t: TestApp,
  token: string,
  name: DepositChannelName = 'createBankCardTransferOrder',
  input: Record<string, unknown> = {},
) {
  return t.call(
    name,
    { amount: 500 * YUAN, payerName: '张三', idempotencyKey: nextKey(), ...input },
    { token, lang: EN },
  );
}

/** An image the player uploaded (as upload/uploadFile stores it); answers its URL. */
async function uploadedImage(t: TestApp, userId: number): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await t.db.query(
    `INSERT INTO uploads (id, owner_user_id, purpose, content_type, bytes, sha256, size, created_at)
     VALUES ($1, $2, 'voucher', 'image/png', $3, 'x', $4, $5)`,
    [id, userId, png, png.length, t.clock.now()],
  );
  return `/web/upload/file/${id}`;
}

async function orderCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders');
  return rows[0]!.n;
}

describe('deposit methods', () => {
  const t = useTestApp();

  it('lists all twelve methods in order, each with its channels, names in the language asked', async () => {
    const player = await t.registerPlayer();
    const answer = await t.call('getPaymentMethod', {}, { token: player.token, lang: EN });
    expect(answer.body.code).toBe(0);
    const list = answer.body.paymentMethodList as {
      method: string;
      name: string;
      iconUrl: string | null;
      channels: { channel: string; minAmount: number; maxAmount: number }[];
    }[];
    expect(list.map((m) => m.method)).toEqual([...DEPOSIT_METHODS]);
    for (const m of list) {
      expect(m.channels.map((c) => c.channel)).toEqual(
        DEPOSIT_CHANNELS_BY_METHOD[m.method as never],
      );
      expect(m.iconUrl).toBeNull();
    }
    expect(list[0]).toMatchObject({ name: 'Bank card transfer' });
    const zh = await t.call('getPaymentMethod', {}, { token: player.token, lang: 1 });
    expect((zh.body.paymentMethodList as { name: string }[])[0]!.name).toBe('银行卡转账');
  });

  it('gives each channel its method range, and red packets fixed amounts only', async () => {
    const player = await t.registerPlayer();
    const answer = await t.call(
      'getPaymentMethodByType',
      { method: 'shortVideoRedPacket' },
      { token: player.token },
    );
    expect(answer.body.paymentMethod).toMatchObject({
      method: 'shortVideoRedPacket',
      channels: [
        { channel: 'douyinRedPacket', minAmount: 100 * YUAN, maxAmount: 3_000 * YUAN },
        { channel: 'kuaishouRedPacket', fixedAmountsOnly: true },
      ],
    });
    const bank = await t.call(
      'getPaymentMethodByType',
      { method: 'bankCardTransfer' },
      { token: player.token },
    );
    expect(bank.body.paymentMethod).toMatchObject({
      channels: expect.arrayContaining([
        expect.objectContaining({ maxAmount: 1_000_000 * YUAN, fixedAmountsOnly: false }),
      ]),
    });
  });

  it('seeds channel limits inside the method range and coin addresses that match their protocol', () => {
    for (const c of DEPOSIT_CHANNEL_SEEDS) {
      const range = DEPOSIT_RANGES_YUAN[DEPOSIT_METHOD_AMOUNT_RANGE[c.method]];
      expect(c.minAmount).toBeGreaterThanOrEqual(range.min * YUAN);
      expect(c.maxAmount).toBeLessThanOrEqual(range.max * YUAN);
      for (const amount of c.fixedAmounts) {
        expect(amount).toBeGreaterThanOrEqual(c.minAmount);
        expect(amount).toBeLessThanOrEqual(c.maxAmount);
      }
    }
    for (const a of RECEIVING_ACCOUNT_SEEDS.filter((r) => r.protocol && !r.channel)) {
      const parsed = coinAddressSchema.safeParse({
        protocol: a.protocol,
        address: a.accountNumber,
      });
      expect(parsed.success, a.code).toBe(true);
    }
  });

  it('is for members only', async () => {
    const answer = await t.call('getPaymentMethod', {});
    expect(answer.body.code).toBe(401);
  });
});

describe('creating a deposit order', () => {
  const t = useTestApp();

  it('creates an order waiting for payment, with a receiving card and a postscript', async () => {
    const player = await t.registerPlayer();
    const answer = await createOrder(t, player.token, 'createBankCardTransferOrder', {
      amount: 500_000 * YUAN,
    });
    expect(answer.body).toMatchObject({
      code: 0,
      status: 'waitingForPayment',
      amount: 500_000 * YUAN,
      expiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
      receivingAccount: {
        bankName: expect.any(String),
        accountNumber: expect.stringMatching(/^\d{16,19}$/),
        virtualCoin: null,
      },
    });
    const orderNo = answer.body.orderNo as string;
    expect(orderNo).toMatch(/^D20260115\d{12}$/);
    expect((answer.body.receivingAccount as { remark: string }).remark).toBe(orderNo.slice(-6));
  });

  it('quotes virtual coin orders in coin at the sandbox rate, to an address of the protocol', async () => {
    const player = await t.registerPlayer();
    const answer = await createOrder(t, player.token, 'createVirtualCoinErc20Order', {
      amount: 720 * YUAN,
      coinType: 'USDT',
      protocol: 'ERC20',
    });
    expect(answer.body.receivingAccount).toMatchObject({
      accountNumber: expect.stringMatching(/^0x/),
      virtualCoin: {
        coinType: 'USDT',
        protocol: 'ERC20',
        exchangeRate: '7.20',
        coinAmount: '100.00',
      },
    });
  });

  it('refuses a coin protocol other than the channel’s, and stores nothing', async () => {
    const player = await t.registerPlayer();
    const answer = await createOrder(t, player.token, 'createVirtualCoinTrc20Order', {
      coinType: 'USDT',
      protocol: 'ERC20',
    });
    expect(answer.body).toMatchObject({
      code: 400,
      msg: 'The virtual-coin account does not match the protocol',
    });
    expect(await orderCount(t)).toBe(0);
  });

  it('refuses an amount outside the channel range, and stores nothing', async () => {
    const player = await t.registerPlayer();
    const tooMuch = await createOrder(t, player.token, 'createThirdPartyAlipayOrder', {
      amount: 3_000 * YUAN + 1,
    });
    expect(tooMuch.body).toEqual({
      code: 400,
      msg: 'The amount must be between CN¥100.00 and CN¥3,000.00',
    });
    const tooLittle = await createOrder(t, player.token, 'createBankCardTransferOrder', {
      amount: 100 * YUAN - 1,
    });
    expect(tooLittle.body.code).toBe(400);
    expect(await orderCount(t)).toBe(0);
    const edge = await createOrder(t, player.token, 'createThirdPartyAlipayOrder', {
      amount: 3_000 * YUAN,
    });
    expect(edge.body.code).toBe(0);
  });

  it('takes only the fixed amounts on a red-packet channel', async () => {
    const player = await t.registerPlayer();
    const odd = await createOrder(t, player.token, 'createDouyinRedPacketOrder', {
      amount: 150 * YUAN,
    });
    expect(odd.body).toEqual({
      code: 1000,
      msg: 'Please choose one of the amounts offered for this channel',
    });
    expect(await orderCount(t)).toBe(0);
    const fixed = await createOrder(t, player.token, 'createDouyinRedPacketOrder', {
      amount: 200 * YUAN,
    });
    expect(fixed.body).toMatchObject({
      code: 0,
      receivingAccount: { qrCodeUrl: expect.any(String) },
    });
  });

  it("refuses an amount outside the channel's own limits, in the language asked", async () => {
    const player = await t.registerPlayer();
    const { rows } = await t.db.query<{ max: number }>(
      "SELECT max_amount AS max FROM deposit_channels WHERE channel = 'bankCardTransfer'",
    );
    await t.db.query(
      "UPDATE deposit_channels SET max_amount = $1 WHERE channel = 'bankCardTransfer'",
      [2_000 * YUAN],
    );
    try {
      const answer = await t.call(
        'createBankCardTransferOrder',
        { amount: 2_000 * YUAN + 1, payerName: '张三', idempotencyKey: nextKey() },
        { token: player.token, lang: 1 },
      );
      expect(answer.body).toEqual({ code: 1000, msg: '金额须在 ¥100.00 到 ¥2,000.00 之间' });
      expect(await orderCount(t)).toBe(0);
    } finally {
      await t.db.query(
        "UPDATE deposit_channels SET max_amount = $1 WHERE channel = 'bankCardTransfer'",
        [rows[0]!.max],
      );
    }
  });

  it('refuses a player without a bound phone, and stores nothing', async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET mobile_sealed = NULL, mobile_index = NULL WHERE id = $1', [
      player.userId,
    ]);
    const answer = await createOrder(t, player.token);
    expect(answer.body).toEqual({ code: 1000, msg: 'Please bind a phone number first' });
    expect(await orderCount(t)).toBe(0);
  });

  it('refuses a payer name with characters other than Chinese, English and the dot', async () => {
    const player = await t.registerPlayer();
    const answer = await createOrder(t, player.token, 'createBankCardTransferOrder', {
      payerName: 'Zhang3',
    });
    expect(answer.body.code).toBe(400);
    expect(await orderCount(t)).toBe(0);
  });

  it('answers a retry with the same key with the same order, and a changed body with 409', async () => {
    const player = await t.registerPlayer();
    const input = { idempotencyKey: 'retry-key-0001' };
    const first = await createOrder(t, player.token, 'createBankCardTransferOrder', input);
    const again = await createOrder(t, player.token, 'createBankCardTransferOrder', input);
    expect(again.body).toEqual(first.body);
    const changed = await createOrder(t, player.token, 'createBankCardTransferOrder', {
      ...input,
      amount: 600 * YUAN,
    });
    expect(changed.body.code).toBe(409);
    expect(await orderCount(t)).toBe(1);
  });

  it('allows one unpaid order at a time; once it expires a new one can be made', async () => {
    const player = await t.registerPlayer();
    const first = await createOrder(t, player.token);
    const second = await createOrder(t, player.token, 'createFastAlipayScanOrder');
    expect(second.body).toEqual({
      code: 1000,
      msg: 'You have an unpaid deposit order; please pay or cancel it first',
    });
    t.clock.advance(30 * MINUTE);
    const info = await t.call(
      'getRechargeAccountInfo',
      { orderNo: first.body.orderNo as string },
      { token: player.token },
    );
    expect(info.body.order).toMatchObject({ status: 'expired' });
    const third = await createOrder(t, player.token, 'createFastAlipayScanOrder');
    expect(third.body.code).toBe(0);
  });

  it('spreads waiting orders over the receiving accounts of a method', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    const first = await createOrder(t, a.token);
    const second = await createOrder(t, b.token);
    const number = (r: typeof first) =>
      (r.body.receivingAccount as { accountNumber: string }).accountNumber;
    expect(number(first)).not.toBe(number(second));
  });

  it('draws another order number when the one drawn is taken', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    const taken = (await createOrder(t, a.token)).body.orderNo as string;
    // The next insert is given the taken number once; a sequence keeps count across the rollback.
    await t.db.exec(`
      CREATE SEQUENCE collide_once;
      CREATE FUNCTION collide_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('collide_once') = 1 THEN NEW.order_no := '${taken}'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER collide_once BEFORE INSERT ON deposit_orders
        FOR EACH ROW EXECUTE FUNCTION collide_once();`);
    try {
      const answer = await createOrder(t, b.token);
      expect(answer.body.code).toBe(0);
      const orderNo = answer.body.orderNo as string;
      expect(orderNo).not.toBe(taken);
      expect((answer.body.receivingAccount as { remark: string }).remark).toBe(orderNo.slice(-6));
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT last_value::int AS n FROM collide_once',
      );
      expect(rows[0]!.n).toBe(2);
      expect(await orderCount(t)).toBe(2);
    } finally {
      await t.db.exec(`
        DROP TRIGGER collide_once ON deposit_orders;
        DROP FUNCTION collide_once();
        DROP SEQUENCE collide_once;`);
    }
  });
});

describe('the deposit steps of a player', () => {
  const t = useTestApp();

  it('goes from waiting for payment through voucher and confirmation to success', async () => {
    const player = await t.registerPlayer();
    const created = await createOrder(t, player.token, 'createFastCardTransferOrder', {
      amount: 1_234 * YUAN + 56,
    });
    const orderNo = created.body.orderNo as string;

    const resumed = await t.call('getRechargeAccountInfo', {}, { token: player.token });
    expect(resumed.body).toMatchObject({
      order: { orderNo, status: 'waitingForPayment', channel: 'fastCardTransfer' },
      receivingAccount: created.body.receivingAccount,
      remainingCancellationsToday: 5,
    });

    const early = await t.call(
      'confirmRechargeOrder',
      { orderNo },
      { token: player.token, lang: EN },
    );
    expect(early.body).toEqual({ code: 1000, msg: 'Please upload the payment voucher first' });

    const images = [await uploadedImage(t, player.userId), await uploadedImage(t, player.userId)];
    const voucher = await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: images.join(',') },
      { token: player.token },
    );
    expect(voucher.body.order).toMatchObject({ status: 'voucherUploaded', voucherUrls: images });

    const confirmed = await t.call('confirmRechargeOrder', { orderNo }, { token: player.token });
    expect(confirmed.body.order).toMatchObject({ status: 'toBeConfirmed' });
    const again = await t.call('confirmRechargeOrder', { orderNo }, { token: player.token });
    expect(again.body.order).toMatchObject({ status: 'toBeConfirmed' });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/__dev/sandbox/deposits/${orderNo}/approve`,
    });
    expect(approved.json()).toMatchObject({ code: 0, status: 'success', changed: true });

    const balance = await t.call('getUserBalance', {}, { token: player.token });
    expect(balance.body.userBalanceMap).toMatchObject({ centralWallet: 1_234 * YUAN + 56 });
    const { rows: messages } = await t.db.query<{ category: string; content: string }>(
      "SELECT category, content FROM messages WHERE user_id = $1 AND category = 'depositWithdrawal'",
      [player.userId],
    );
    expect(messages).toEqual([
      { category: 'depositWithdrawal', content: expect.stringContaining('1,234.56') },
    ]);

    const done = await t.call('getRechargeAccountInfo', { orderNo }, { token: player.token });
    expect(done.body.order).toMatchObject({ status: 'success', completedAt: expect.any(String) });
    const nothingOpen = await t.call('getRechargeAccountInfo', {}, { token: player.token });
    expect(nothingOpen.body).toMatchObject({ order: null, receivingAccount: null });
  });

  it('requires at least one voucher and at most three', async () => {
    const player = await t.registerPlayer();
    const orderNo = (await createOrder(t, player.token)).body.orderNo as string;
    const none = await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: '' },
      { token: player.token, lang: EN },
    );
    expect(none.body).toEqual({ code: 400, msg: 'Please upload the payment voucher' });
    const four = await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: 'a,b,c,d' },
      { token: player.token },
    );
    expect(four.body.code).toBe(400);
  });

  it("takes only the player's own uploads as vouchers", async () => {
    const player = await t.registerPlayer();
    const other = await t.registerPlayer();
    const orderNo = (await createOrder(t, player.token)).body.orderNo as string;
    const notYours = await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: [await uploadedImage(t, other.userId)] },
      { token: player.token, lang: EN },
    );
    expect(notYours.body).toEqual({
      code: 400,
      msg: 'The payment voucher image was not found, please upload it again',
    });
    const elsewhere = await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: ['https://example.com/paid.png'] },
      { token: player.token },
    );
    expect(elsewhere.body.code).toBe(400);
    const info = await t.call('getRechargeAccountInfo', { orderNo }, { token: player.token });
    expect(info.body.order).toMatchObject({ status: 'waitingForPayment', voucherUrls: [] });
  });

  it("does not show or touch another player's order", async () => {
    const owner = await t.registerPlayer();
    const other = await t.registerPlayer();
    const orderNo = (await createOrder(t, owner.token)).body.orderNo as string;
    const read = await t.call(
      'getRechargeAccountInfo',
      { orderNo },
      { token: other.token, lang: EN },
    );
    expect(read.body).toEqual({ code: 404, msg: 'The deposit order does not exist' });
    const cancel = await t.call(
      'cancelRechargeOrder',
      { orderNo, reason: 'other' },
      { token: other.token },
    );
    expect(cancel.body.code).toBe(404);
  });
});

describe('cancelling a deposit order', () => {
  const t = useTestApp();

  async function createAndCancel(token: string, reason: string) {
    const orderNo = (await createOrder(t, token)).body.orderNo as string;
    return t.call('cancelRechargeOrder', { orderNo, reason }, { token, lang: EN });
  }

  it('cancels an unpaid order with each of the five reasons; the remaining count goes down', async () => {
    const player = await t.registerPlayer();
    const remaining: number[] = [];
    for (const reason of DEPOSIT_CANCEL_REASONS) {
      const answer = await createAndCancel(player.token, reason);
      expect(answer.body.order).toMatchObject({ status: 'cancelled', cancelReason: reason });
      remaining.push(answer.body.remainingCancellationsToday as number);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
  });

  it('stops at the daily cap and resets on the next Asia/Shanghai day', async () => {
    const player = await t.registerPlayer();
    for (let i = 0; i < 5; i += 1) await createAndCancel(player.token, 'noLongerWantsToDeposit');
    const capped = await createAndCancel(player.token, 'other');
    expect(capped.body).toEqual({
      code: 1000,
      msg: 'You can cancel at most 5 deposit orders a day; please try again tomorrow',
    });
    const info = await t.call('getRechargeAccountInfo', {}, { token: player.token });
    expect(info.body).toMatchObject({ order: { status: 'waitingForPayment' } });
    const orderNo = (info.body.order as { orderNo: string }).orderNo;

    // The clock starts at 12:00 in Shanghai: 11h59m later is still the same business day.
    t.clock.advance(11 * 60 * MINUTE + 59 * MINUTE);
    const sameDay = await t.call('getRechargeAccountInfo', {}, { token: player.token });
    expect(sameDay.body.remainingCancellationsToday).toBe(0);
    t.clock.advance(MINUTE);
    const nextDay = await t.call('getRechargeAccountInfo', {}, { token: player.token });
    expect(nextDay.body.remainingCancellationsToday).toBe(5);

    const fresh = (await createOrder(t, player.token)).body.orderNo as string;
    expect(fresh).not.toBe(orderNo);
    const cancelled = await t.call(
      'cancelRechargeOrder',
      { orderNo: fresh, reason: 'other', remark: 'changed my mind' },
      { token: player.token },
    );
    expect(cancelled.body).toMatchObject({ remainingCancellationsToday: 4 });
  });

  it('refuses to cancel an order with a voucher or a confirmed payment', async () => {
    const player = await t.registerPlayer();
    const orderNo = (await createOrder(t, player.token)).body.orderNo as string;
    await t.call(
      'submitRechargeVoucher',
      { orderNo, voucherUrls: await uploadedImage(t, player.userId) },
      { token: player.token },
    );
    const withVoucher = await t.call(
      'cancelRechargeOrder',
      { orderNo, reason: 'other' },
      { token: player.token, lang: EN },
    );
    expect(withVoucher.body).toMatchObject({
      code: 1000,
      msg: expect.stringMatching(/^A payment voucher has been uploaded/),
    });
    await t.call('confirmRechargeOrder', { orderNo }, { token: player.token });
    const confirmed = await t.call(
      'cancelRechargeOrder',
      { orderNo, reason: 'other' },
      { token: player.token },
    );
    expect(confirmed.body.code).toBe(1000);
    const info = await t.call('getRechargeAccountInfo', { orderNo }, { token: player.token });
    expect(info.body).toMatchObject({
      order: { status: 'toBeConfirmed', cancelReason: null },
      remainingCancellationsToday: 5,
    });
  });

  it('refuses to cancel an expired order, and refuses an unknown reason', async () => {
    const player = await t.registerPlayer();
    const orderNo = (await createOrder(t, player.token)).body.orderNo as string;
    const badReason = await t.call(
      'cancelRechargeOrder',
      { orderNo, reason: 'bored' },
      { token: player.token, lang: EN },
    );
    expect(badReason.body).toEqual({ code: 400, msg: 'Please choose a cancellation reason' });
    t.clock.advance(30 * MINUTE);
    const expired = await t.call(
      'cancelRechargeOrder',
      { orderNo, reason: 'other' },
      { token: player.token, lang: EN },
    );
    expect(expired.body).toEqual({
      code: 1000,
      msg: 'This deposit order has expired, please create a new one',
    });
  });
});
