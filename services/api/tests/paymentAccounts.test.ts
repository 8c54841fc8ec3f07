import {
  MAX_BANK_CARDS,
  passesLuhn,
  SUPPORTED_WITHDRAWAL_BANKS,
} from '@platform/api-client/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const PAY = '135790';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Addresses and wallet accounts are answered with their last four characters only. */
const masked = (value: string) => `****${value.slice(-4)}`;

/** The n-th valid (Luhn) 18-digit card number of these tests. */
function cardNumber(n: number): string {
  const body = `62220210000${String(n).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

/** A player with a payment password set (binding withdrawal targets needs one). */
async function payingPlayer(t: TestApp) {
  const player = await t.registerPlayer();
  await t.confirmPassword(player);
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY, confirmPayPassword: PAY },
    { token: player.token },
  );
  expect(set.body.code).toBe(0);
  return player;
}

async function firstBankId(t: TestApp, token: string): Promise<number> {
  const answer = await t.call('getSysBank', {}, { token });
  return (answer.body.bankList as { bankId: number }[])[0]!.bankId;
}

function card(bankId: number, n: number, holderName = '张三') {
  return {
    holderName,
    cardType: 'savings',
    bankId,
    cardNumber: cardNumber(n),
    branchAddress: '深圳南山支行',
    payPassword: PAY,
  };
}

async function liveRows(t: TestApp, table: string, userId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return rows[0]!.n;
}

async function uploadPng(t: TestApp, token: string): Promise<string> {
  const boundary = '----paymentAccountsTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\npaymentQrCode\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="qr.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/upload/uploadFile',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = response.json<{ code: number; url: string }>();
  expect(body.code).toBe(0);
  return body.url;
}

describe('supported withdrawal banks', () => {
  const t = useTestApp();

  it('lists the 15 banks by their own names: Chinese in zh/hk, Chinese and English elsewhere', async () => {
    const player = await t.registerPlayer();
    const zh = await t.call('getSysBank', {}, { token: player.token, lang: 1 });
    const banks = zh.body.bankList as { bankCode: string; bankName: string }[];
    expect(banks).toHaveLength(SUPPORTED_WITHDRAWAL_BANKS);
    expect(banks[0]).toMatchObject({ bankCode: 'ICBC', bankName: '中国工商银行' });
    const hk = await t.call('getSysBank', {}, { token: player.token, lang: 2 });
    expect((hk.body.bankList as { bankName: string }[])[0]!.bankName).toBe('中國工商銀行');
    const en = await t.call('getSysBank', {}, { token: player.token, lang: EN });
    expect((en.body.bankList as { bankName: string }[])[3]!.bankName).toBe(
      '中国银行 (Bank of China)',
    );
    for (const lang of [4, 5, 6, 7, 8]) {
      const other = await t.call('getSysBank', {}, { token: player.token, lang });
      expect(other.body.bankList).toEqual(en.body.bankList);
    }
  });

  it('migration 020 gives banks seeded with translated names their own names', async () => {
    const player = await t.registerPlayer();
    const names = async (lang: number) =>
      (
        (await t.call('getSysBank', {}, { token: player.token, lang })).body.bankList as {
          bankName: string;
        }[]
      )[1]!.bankName;
    await t.db.query(
      `UPDATE sys_bank_translations SET bank_name = CASE lang
         WHEN 'en' THEN 'China Construction Bank' WHEN 'vn' THEN 'Ngân hàng Xây dựng Trung Quốc'
         ELSE bank_name END
       WHERE bank_id = (SELECT id FROM sys_banks WHERE bank_code = 'CCB')`,
    );
    expect(await names(5)).toBe('Ngân hàng Xây dựng Trung Quốc');
    await t.db.exec(
      readFileSync(new URL('../src/db/migrations/020_bank_names.sql', import.meta.url), 'utf8'),
    );
    for (const lang of [3, 5])
      expect(await names(lang)).toBe('中国建设银行 (China Construction Bank)');
    expect(await names(1)).toBe('中国建设银行');
    expect(await names(2)).toBe('中國建設銀行');
  });
});

describe('bank cards', () => {
  const t = useTestApp();

  it('refuses a bad card number and stores nothing, then binds a valid one (masked in lists)', async () => {
    const player = await payingPlayer(t);
    const bankId = await firstBankId(t, player.token);
    const bad = await t.call(
      'bankCardBind',
      { ...card(bankId, 1), cardNumber: '6222021000000000011' },
      { token: player.token, lang: EN },
    );
    expect(bad.body).toEqual({ code: 400, msg: 'The bank card number is invalid' });
    expect(await liveRows(t, 'user_bank_cards', player.userId)).toBe(0);

    const bound = await t.call('bankCardBind', card(bankId, 1), {
      token: player.token,
      lang: EN,
    });
    expect(bound.body).toMatchObject({
      code: 0,
      bankCard: {
        holderName: '张三',
        bankName: '中国工商银行 (Industrial and Commercial Bank of China)',
        cardNumber: `**** **** **** ${cardNumber(1).slice(-4)}`,
      },
    });
    const list = await t.call('bankCardList', {}, { token: player.token, lang: EN });
    expect(list.body.maxBankCards).toBe(MAX_BANK_CARDS);
    expect(list.body.bankCardList).toEqual([bound.body.bankCard]);
    expect(JSON.stringify(list.body)).not.toContain(cardNumber(1));
  });

  it("the first card's holder becomes the real name; later cards in another name are refused", async () => {
    const player = await payingPlayer(t);
    const bankId = await firstBankId(t, player.token);
    expect((await t.call('bankCardBind', card(bankId, 1), { token: player.token })).body.code).toBe(
      0,
    );
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body.userInfo).toMatchObject({ realName: '张三', realNameConfirmed: true });

    const other = await t.call('bankCardBind', card(bankId, 2, '李四'), {
      token: player.token,
      lang: EN,
    });
    expect(other.body).toEqual({
      code: 400,
      msg: 'The cardholder name must match your real name',
    });
    expect(await liveRows(t, 'user_bank_cards', player.userId)).toBe(1);
  });

  it('a player with a real name can bind only in that name', async () => {
    const player = await payingPlayer(t);
    await t.setPersonal(player.username, { real_name: 'Ann Lee' });
    const bankId = await firstBankId(t, player.token);
    const mismatch = await t.call('bankCardBind', card(bankId, 1, 'Ann Li'), {
      token: player.token,
      lang: EN,
    });
    expect(mismatch.body.msg).toBe('The cardholder name must match your real name');
    const ok = await t.call('bankCardBind', card(bankId, 1, 'Ann Lee'), { token: player.token });
    expect(ok.body.code).toBe(0);
  });

  it('needs the payment password set first, and the right one', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    const bankId = await firstBankId(t, player.token);
    const unset = await t.call('bankCardBind', card(bankId, 1), {
      token: player.token,
      lang: EN,
    });
    expect(unset.body).toEqual({ code: 1000, msg: 'Please set the payment password first' });
    await t.call(
      'setWithdrawPwd',
      { payPassword: PAY, confirmPayPassword: PAY },
      { token: player.token },
    );
    const wrong = await t.call(
      'bankCardBind',
      { ...card(bankId, 1), payPassword: '000000' },
      { token: player.token, lang: EN },
    );
    expect(wrong.body).toEqual({
      code: 1000,
      msg: 'Incorrect payment password, 4 attempts left',
    });
    expect(await liveRows(t, 'user_bank_cards', player.userId)).toBe(0);
  });

  it('binds up to 10 cards; the 11th is refused until one is deleted', async () => {
    const player = await payingPlayer(t);
    const bankId = await firstBankId(t, player.token);
    const ids: number[] = [];
    for (let n = 1; n <= MAX_BANK_CARDS; n += 1) {
      const answer = await t.call('bankCardBind', card(bankId, n), { token: player.token });
      expect(answer.body.code).toBe(0);
      ids.push((answer.body.bankCard as { id: number }).id);
    }
    const eleventh = await t.call('bankCardBind', card(bankId, 11), {
      token: player.token,
      lang: EN,
    });
    expect(eleventh.body).toEqual({ code: 400, msg: 'You can bind at most 10 bank cards' });
    expect(await liveRows(t, 'user_bank_cards', player.userId)).toBe(MAX_BANK_CARDS);

    await t.call('bankCardDelete', { id: ids[0]! }, { token: player.token });
    expect(
      (await t.call('bankCardBind', card(bankId, 11), { token: player.token })).body.code,
    ).toBe(0);
  });

  it('refuses a bank outside getSysBank and a card bound by another player', async () => {
    const a = await payingPlayer(t);
    const b = await payingPlayer(t);
    const bankId = await firstBankId(t, a.token);
    const unknownBank = await t.call(
      'bankCardBind',
      { ...card(bankId, 1), bankId: 999_999 },
      { token: a.token, lang: EN },
    );
    expect(unknownBank.body).toEqual({
      code: 1000,
      msg: 'This bank is not supported for withdrawals',
    });
    expect((await t.call('bankCardBind', card(bankId, 1), { token: a.token })).body.code).toBe(0);
    const taken = await t.call('bankCardBind', card(bankId, 1, '李四'), {
      token: b.token,
      lang: EN,
    });
    expect(taken.body).toEqual({ code: 1000, msg: 'This account is already bound' });
  });

  it("modifies and deletes only the player's own cards; deletion is soft", async () => {
    const a = await payingPlayer(t);
    const b = await payingPlayer(t);
    const banks = (await t.call('getSysBank', {}, { token: a.token })).body.bankList as {
      bankId: number;
    }[];
    const bound = await t.call('bankCardBind', card(banks[0]!.bankId, 1), { token: a.token });
    const id = (bound.body.bankCard as { id: number }).id;

    const modified = await t.call(
      'bankCardModify',
      { ...card(banks[1]!.bankId, 2), id, cardType: 'credit', branchAddress: '福田支行' },
      { token: a.token, lang: EN },
    );
    expect(modified.body).toMatchObject({
      code: 0,
      bankCard: {
        id,
        cardType: 'credit',
        bankName: '中国建设银行 (China Construction Bank)',
        branchAddress: '福田支行',
        cardNumber: `**** **** **** ${cardNumber(2).slice(-4)}`,
      },
    });

    const notFound = { code: 404, msg: 'The payment account does not exist' };
    const foreignModify = await t.call(
      'bankCardModify',
      { ...card(banks[0]!.bankId, 3), id },
      { token: b.token, lang: EN },
    );
    expect(foreignModify.body).toEqual(notFound);
    expect((await t.call('bankCardDelete', { id }, { token: b.token, lang: EN })).body).toEqual(
      notFound,
    );
    expect((await t.call('bankCardList', {}, { token: b.token })).body.bankCardList).toEqual([]);

    expect((await t.call('bankCardDelete', { id }, { token: a.token })).body.code).toBe(0);
    expect((await t.call('bankCardList', {}, { token: a.token })).body.bankCardList).toEqual([]);
    expect((await t.call('bankCardDelete', { id }, { token: a.token, lang: EN })).body).toEqual(
      notFound,
    );
    // History keeps the card: the row stays, marked deleted.
    const { rows } = await t.db.query<{ deleted_at: Date | null }>(
      'SELECT deleted_at FROM user_bank_cards WHERE id = $1',
      [id],
    );
    expect(rows[0]!.deleted_at).toBeInstanceOf(Date);
    // A deleted card's number is free to bind again.
    expect(
      (await t.call('bankCardBind', card(banks[0]!.bankId, 2), { token: a.token })).body.code,
    ).toBe(0);
  });
});

describe('virtual-coin accounts', () => {
  const t = useTestApp();

  async function smsCode(player: { token: string; mobile: string }): Promise<string> {
    t.clock.advance(10_000); // past the one-code-per-10-seconds rule of the phone
    const sent = await t.call(
      'getSmsCode',
      { smsType: 'bindVirtualCoin', mobile: player.mobile },
      { token: player.token },
    );
    expect(sent.body.code).toBe(0);
    return t.latestCode(player.mobile);
  }

  const TRC = `T${'A1'.repeat(16)}`;
  const ERC = `0x${'ab12'.repeat(10)}`;

  it('refuses an address that does not match its protocol, then binds one that does', async () => {
    const player = await payingPlayer(t);
    const base = { alias: 'My USDT', coinType: 'USDT', mobile: player.mobile, payPassword: PAY };
    const mismatch = await t.call(
      'blockchainAccountBind',
      { ...base, protocol: 'TRC20', address: ERC, smsCode: '123456' },
      { token: player.token, lang: EN },
    );
    expect(mismatch.body).toEqual({
      code: 400,
      msg: 'The virtual-coin account does not match the protocol',
    });
    expect(await liveRows(t, 'user_blockchain_accounts', player.userId)).toBe(0);

    const code = await smsCode(player);
    const bound = await t.call(
      'blockchainAccountBind',
      { ...base, protocol: 'TRC20', address: TRC, smsCode: code },
      { token: player.token },
    );
    expect(bound.body).toMatchObject({
      code: 0,
      blockchainAccount: {
        alias: 'My USDT',
        coinType: 'USDT',
        protocol: 'TRC20',
        address: masked(TRC),
      },
    });
    const list = await t.call('blockchainAccountList', {}, { token: player.token });
    expect(list.body.blockchainAccountList).toEqual([bound.body.blockchainAccount]);

    // The code was used up by the binding.
    const reused = await t.call(
      'blockchainAccountBind',
      { ...base, protocol: 'ERC20', address: ERC, smsCode: code },
      { token: player.token, lang: EN },
    );
    expect(reused.body.code).toBe(1000);
  });

  it('needs the SMS code of the bound phone and the payment password', async () => {
    const player = await payingPlayer(t);
    const base = {
      alias: 'cold wallet',
      coinType: 'USDT',
      protocol: 'ERC20',
      address: ERC,
      mobile: player.mobile,
      payPassword: PAY,
    };
    const code = await smsCode(player);
    const wrongCode = await t.call(
      'blockchainAccountBind',
      { ...base, smsCode: code === '000000' ? '000001' : '000000' },
      { token: player.token, lang: EN },
    );
    expect(wrongCode.body).toEqual({ code: 1000, msg: 'Incorrect verification code' });
    const otherPhone = await t.call(
      'blockchainAccountBind',
      { ...base, mobile: '13999999999', smsCode: code },
      { token: player.token, lang: EN },
    );
    expect(otherPhone.body).toEqual({
      code: 1000,
      msg: 'The phone number does not match your bound phone',
    });
    const wrongPay = await t.call(
      'blockchainAccountBind',
      { ...base, smsCode: code, payPassword: '000000' },
      { token: player.token, lang: EN },
    );
    expect(wrongPay.body.msg).toBe('Incorrect payment password, 4 attempts left');
    expect(await liveRows(t, 'user_blockchain_accounts', player.userId)).toBe(0);
    // Refusals did not use the code up.
    expect(
      (await t.call('blockchainAccountBind', { ...base, smsCode: code }, { token: player.token }))
        .body.code,
    ).toBe(0);
  });

  it("modifies with a new code; another player's account is not reachable", async () => {
    const a = await payingPlayer(t);
    const b = await payingPlayer(t);
    const base = { alias: 'USDT', coinType: 'USDT', payPassword: PAY };
    const bound = await t.call(
      'blockchainAccountBind',
      { ...base, protocol: 'TRC20', address: TRC, mobile: a.mobile, smsCode: await smsCode(a) },
      { token: a.token },
    );
    const id = (bound.body.blockchainAccount as { id: number }).id;

    const foreign = await t.call(
      'blockchainAccountModify',
      { ...base, id, protocol: 'ERC20', address: ERC, mobile: b.mobile, smsCode: await smsCode(b) },
      { token: b.token, lang: EN },
    );
    expect(foreign.body).toEqual({ code: 404, msg: 'The payment account does not exist' });
    expect(
      (await t.call('blockchainAccountDelete', { id }, { token: b.token, lang: EN })).body.code,
    ).toBe(404);

    const modified = await t.call(
      'blockchainAccountModify',
      { ...base, id, protocol: 'ERC20', address: ERC, mobile: a.mobile, smsCode: await smsCode(a) },
      { token: a.token },
    );
    expect(modified.body).toMatchObject({
      code: 0,
      blockchainAccount: { id, protocol: 'ERC20', address: masked(ERC) },
    });
    expect((await t.call('blockchainAccountDelete', { id }, { token: a.token })).body.code).toBe(0);
    expect(
      (await t.call('blockchainAccountList', {}, { token: a.token })).body.blockchainAccountList,
    ).toEqual([]);
  });
});

describe('third-party accounts', () => {
  const t = useTestApp();
  const EB = `eb${'x9'.repeat(8)}`;

  it('EBpay/KOIpay: the kb/eb format and the payment password', async () => {
    const player = await payingPlayer(t);
    const badFormat = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'ebpay', alias: 'EB', account: 'zz123456789012345', payPassword: PAY },
      { token: player.token, lang: EN },
    );
    expect(badFormat.body).toEqual({
      code: 400,
      msg: 'The account must start with kb or eb followed by 15-32 letters or digits',
    });
    const wrongPay = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'koipay', alias: 'KOI', account: EB, payPassword: '000000' },
      { token: player.token, lang: EN },
    );
    expect(wrongPay.body.code).toBe(1000);
    expect(await liveRows(t, 'user_third_party_accounts', player.userId)).toBe(0);

    const ok = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'ebpay', alias: 'EB', account: EB, payPassword: PAY },
      { token: player.token },
    );
    expect(ok.body).toMatchObject({
      code: 0,
      thirdPartyAccount: { accountType: 'ebpay', account: masked(EB), qrCodeUrl: null },
    });
  });

  it('EBpay needs the payment password set first', async () => {
    const player = await t.registerPlayer();
    await t.confirmPassword(player);
    const answer = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'ebpay', alias: 'EB', account: EB, payPassword: PAY },
      { token: player.token, lang: EN },
    );
    expect(answer.body).toEqual({ code: 1000, msg: 'Please set the payment password first' });
  });

  it("Alipay/WeChat take a QR image that is the player's own upload", async () => {
    const a = await t.registerPlayer();
    await t.confirmPassword(a);
    const b = await t.registerPlayer();
    await t.confirmPassword(b);
    const ownQr = await uploadPng(t, a.token);
    const othersQr = await uploadPng(t, b.token);

    const foreign = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'alipay', alias: 'Ali', account: 'ann@example.com', qrCodeUrl: othersQr },
      { token: a.token, lang: EN },
    );
    expect(foreign.body).toEqual({ code: 400, msg: 'Please upload the payment QR code' });
    const made = await t.call(
      'thirdPartyAccountBind',
      {
        accountType: 'wechat',
        alias: 'WX',
        account: 'wx_ann',
        qrCodeUrl: 'https://evil.example/x.png',
      },
      { token: a.token, lang: EN },
    );
    expect(made.body.code).toBe(400);

    // The app may send the URL back made absolute; it is stored in its canonical form.
    const ok = await t.call(
      'thirdPartyAccountBind',
      {
        accountType: 'alipay',
        alias: 'Ali',
        account: 'ann@example.com',
        qrCodeUrl: `http://localhost:5173${ownQr}`,
      },
      { token: a.token },
    );
    expect(ok.body).toMatchObject({
      code: 0,
      thirdPartyAccount: {
        accountType: 'alipay',
        account: masked('ann@example.com'),
        qrCodeUrl: ownQr,
      },
    });
  });

  it("modifies within its type, lists every type, and hides other players' accounts", async () => {
    const a = await payingPlayer(t);
    const b = await t.registerPlayer();
    await t.confirmPassword(b);
    const generic = await t.call(
      'thirdPartyAccountBind',
      { accountType: 'generic', alias: 'Mine', platformName: 'OKPay', account: 'ok-123' },
      { token: a.token },
    );
    const id = (generic.body.thirdPartyAccount as { id: number }).id;
    await t.call(
      'thirdPartyAccountBind',
      { accountType: 'ebpay', alias: 'EB', account: EB, payPassword: PAY },
      { token: a.token },
    );

    const typeChange = await t.call(
      'thirdPartyAccountModify',
      { id, accountType: 'ebpay', alias: 'EB', account: `kb${'y8'.repeat(8)}`, payPassword: PAY },
      { token: a.token, lang: EN },
    );
    expect(typeChange.body).toEqual({ code: 1000, msg: 'The account type cannot be changed' });
    const modified = await t.call(
      'thirdPartyAccountModify',
      { id, accountType: 'generic', alias: 'Mine', platformName: 'TOPay', account: 'top-9' },
      { token: a.token },
    );
    expect(modified.body).toMatchObject({
      code: 0,
      thirdPartyAccount: { id, platformName: 'TOPay', account: masked('top-9') },
    });

    const list = await t.call('thirdPartyAccountList', {}, { token: a.token });
    expect(
      (list.body.thirdPartyAccountList as { accountType: string }[]).map((x) => x.accountType),
    ).toEqual(['generic', 'ebpay']);

    const foreign = await t.call(
      'thirdPartyAccountModify',
      { id, accountType: 'generic', alias: 'x', platformName: 'x', account: 'x' },
      { token: b.token, lang: EN },
    );
    expect(foreign.body.code).toBe(404);
    expect((await t.call('thirdPartyAccountDelete', { id }, { token: b.token })).body.code).toBe(
      404,
    );
    expect(
      (await t.call('thirdPartyAccountList', {}, { token: b.token })).body.thirdPartyAccountList,
    ).toEqual([]);
    expect((await t.call('thirdPartyAccountDelete', { id }, { token: a.token })).body.code).toBe(0);
    expect(await liveRows(t, 'user_third_party_accounts', a.userId)).toBe(1);
  });
});
