import { routePath } from '@platform/routes';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { convertToAgent } from '../src/modules/account/agent/convertToAgent';
import { inviteCodeOf } from '../src/modules/account/agent/inviteActivity';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { turnoverStatus } from '../src/modules/wallet/withdrawals/quota';
import { useTestApp, uniquePlayer } from './support/testApp';

/**
 * Invite friends (docs/product-rules.md#invite): a friend registers with the inviter's code; their
 * credited deposits pay the friend 9 yuan and the inviter 9, 10 and 8 yuan (27 at most) and 168 at
 * 500 yuan, each once, in the deposit's transaction; agents take no part; the records, link and QR.
 */
const t = useTestApp();
const EN = 3;
const YUAN = 100;
const DAY = 24 * 60 * 60 * 1000;
let keys = 0;
let addresses = 0;
const nextKey = () => `invite-test-${String(++keys).padStart(4, '0')}`;

type Player = { userId: number; token: string; username: string };

/** A player who registers through the register call with an invite code, reading English. */
async function registerWithCode(inviteCode: string): Promise<Player> {
  const player = uniquePlayer();
  addresses += 1;
  const ip = `10.9.${addresses % 250}.${1 + Math.floor(addresses / 250)}`;
  expect(
    (await t.call('getPhoneCodeByRegister', { mobile: player.mobile }, { ip })).body.code,
  ).toBe(0);
  const answer = await t.call(
    'register',
    {
      username: player.username,
      password: player.password,
      confirmPassword: player.password,
      mobile: player.mobile,
      smsCode: await t.latestCode(player.mobile),
      agreement: true,
      inviteCode,
      langType: EN,
      ...(await t.captcha()),
    },
    { ip },
  );
  expect(answer.body).toMatchObject({ code: 0 });
  const userId = (answer.body.userInfo as { userId: number }).userId;
  return { userId, token: answer.body.token as string, username: player.username };
}

async function inviter(): Promise<Player> {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [p.userId, EN]);
  return p;
}

/** A credited deposit of `amount` fen (the smallest order is 100 yuan: a smaller one is credited as the processor reports it). */
async function deposit(player: Player, amount: number, now = t.clock.now()) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount: Math.max(amount, 100 * YUAN), payerName: 'Li Lei', idempotencyKey: nextKey() },
    { token: player.token },
  );
  expect(order.body.code).toBe(0);
  const orderNo = order.body.orderNo as string;
  if (amount < 100 * YUAN)
    await t.db.query('UPDATE deposit_orders SET amount = $2 WHERE order_no = $1', [
      orderNo,
      amount,
    ]);
  await approveDeposit(t.db, { orderNo, now });
  return orderNo;
}

async function central(player: Player): Promise<number> {
  const info = await t.call('getUserTransInfo', {}, { token: player.token });
  return (info.body.userBalanceMap as { centralWallet: number }).centralWallet;
}

/** The invite rewards of a player: [reference, amount], in the order granted. */
async function inviteRewards(userId: number): Promise<[string, number][]> {
  const { rows } = await t.db.query<{ source_ref: string; amount: number }>(
    `SELECT source_ref, amount FROM rewards WHERE user_id = $1 AND source = 'invite' ORDER BY id`,
    [userId],
  );
  return rows.map((r) => [r.source_ref, Number(r.amount)]);
}

async function activityMessages(userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ content: string }>(
    "SELECT content FROM messages WHERE user_id = $1 AND category = 'activity' ORDER BY id",
    [userId],
  );
  return rows.map((r) => r.content);
}

describe('the deposit rewards', () => {
  it('need a first deposit of 100 yuan: 99.99 yuan earns nothing, ever; 100 yuan pays 9 and 9', async () => {
    const a = await inviter();
    const short = await registerWithCode(inviteCodeOf(a.userId));
    await deposit(short, 9_999);
    await deposit(short, 600 * YUAN);
    expect(await inviteRewards(short.userId)).toEqual([]);
    expect(await inviteRewards(a.userId)).toEqual([]);
    expect(await central(short)).toBe(9_999 + 60_000);

    const friend = await registerWithCode(inviteCodeOf(a.userId));
    await deposit(friend, 100 * YUAN);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 900]]);
    expect(await inviteRewards(a.userId)).toEqual([[`inviter:${friend.userId}:1`, 900]]);
    expect(await central(friend)).toBe(10_000 + 900);
    expect(await central(a)).toBe(900);
    expect(await activityMessages(friend.userId)).toEqual([
      'Welcome! Your first deposit earns the invite reward: CN¥9.00 is now in your central wallet.',
    ]);
    expect(await activityMessages(a.userId)).toEqual([
      expect.stringMatching(/^Your friend pl\*\*\*\d has deposited CN¥100\.00: a CN¥9\.00 invite/),
    ]);
    // A bonus like any other: in the reward record, and wagered once before a withdrawal.
    const rewards = await t.call('queryRewardRecordList', {}, { token: friend.token, lang: EN });
    expect(rewards.body.list).toMatchObject([
      { source: 'invite', amount: 900, status: 'paid', title: 'Invite reward: welcome bonus' },
    ]);
    expect(await turnoverStatus(t.db, friend.userId)).toEqual({ required: 10_900, completed: 0 });
    expect(await turnoverStatus(t.db, a.userId)).toEqual({ required: 900, completed: 0 });
  });

  it('pay the inviter at 300 and 500 yuan (not a fen before), 27 yuan at most, and 168 yuan once at 500', async () => {
    const a = await inviter();
    const friend = await registerWithCode(inviteCodeOf(a.userId));
    await deposit(friend, 100 * YUAN);
    await deposit(friend, 199_99);
    expect((await inviteRewards(a.userId)).map(([ref]) => ref)).toEqual([
      `inviter:${friend.userId}:1`,
    ]);
    await deposit(friend, 1);
    expect((await inviteRewards(a.userId)).at(-1)).toEqual([`inviter:${friend.userId}:2`, 1_000]);
    await deposit(friend, 199_99);
    expect(await inviteRewards(a.userId)).toHaveLength(2);
    await deposit(friend, 1);
    expect(await inviteRewards(a.userId)).toEqual([
      [`inviter:${friend.userId}:1`, 900],
      [`inviter:${friend.userId}:2`, 1_000],
      [`inviter:${friend.userId}:3`, 800],
      [`deposit500:${friend.userId}`, 16_800],
    ]);
    // More deposits pay nothing more to anyone.
    await deposit(friend, 5_000 * YUAN);
    expect(await inviteRewards(a.userId)).toHaveLength(4);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 900]]);
    expect(await central(a)).toBe(2_700 + 16_800);
    expect(await activityMessages(a.userId)).toHaveLength(4);
  });

  it('pay once per friend when a deposit is approved again, and each friend earns their own', async () => {
    const a = await inviter();
    const first = await registerWithCode(inviteCodeOf(a.userId));
    const second = await registerWithCode(` ${inviteCodeOf(a.userId)} `);
    const orderNo = await deposit(first, 500 * YUAN);
    await approveDeposit(t.db, { orderNo, now: t.clock.now() });
    await deposit(second, 100 * YUAN);
    expect(await central(a)).toBe(2_700 + 16_800 + 900);
    expect(await central(first)).toBe(50_000 + 900);
    expect(await central(second)).toBe(10_000 + 900);
  });

  it('give a player the invitee reward at most once: one inviter, one reward chance', async () => {
    const a = await inviter();
    const friend = await registerWithCode(inviteCodeOf(a.userId));
    await deposit(friend, 100 * YUAN);
    // Whatever code is written later, the friend was rewarded as an invitee already.
    const b = await inviter();
    await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
      friend.userId,
      inviteCodeOf(b.userId),
    ]);
    await deposit(friend, 100 * YUAN);
    expect(await inviteRewards(friend.userId)).toEqual([[`invitee:${friend.userId}`, 900]]);
    expect(await inviteRewards(b.userId)).toEqual([]);
  });

  it('leave out players without an inviter, unknown codes and deposits after the 30-day window', async () => {
    const lone = await t.registerPlayer();
    await deposit(lone, 500 * YUAN);
    const unknown = await registerWithCode('999999');
    await deposit(unknown, 500 * YUAN);
    const a = await inviter();
    const late = await registerWithCode(inviteCodeOf(a.userId));
    await t.db.query("UPDATE sessions SET expires_at = expires_at + interval '60 days'");
    await deposit(late, 500 * YUAN, new Date(t.clock.now().getTime() + 30 * DAY));
    const { rows } = await t.db.query("SELECT 1 FROM rewards WHERE source = 'invite'");
    expect(rows).toEqual([]);
  });

  it('exclude agents: an agent inviter earns nothing and neither do their invitees; an agent friend neither', async () => {
    const agent = await inviter();
    await convertToAgent(t.db, agent.username, t.clock.now());
    const member = await registerWithCode(inviteCodeOf(agent.userId));
    await deposit(member, 500 * YUAN);
    expect(await inviteRewards(agent.userId)).toEqual([]);
    expect(await inviteRewards(member.userId)).toEqual([]);
    const info = await t.call('getInviterInfo', {}, { token: agent.token });
    expect(info.body).toMatchObject({ code: 0, canJoin: false, registeredFriends: 1 });

    const a = await inviter();
    const agentFriend = await registerWithCode(inviteCodeOf(a.userId));
    await convertToAgent(t.db, agentFriend.username, t.clock.now());
    await deposit(agentFriend, 500 * YUAN);
    expect(await inviteRewards(a.userId)).toEqual([]);
    const { rows } = await t.db.query('SELECT 1 FROM invite_rebates');
    expect(rows).toEqual([]);
  });
});

describe('the records', () => {
  it('list friends by state with their totals, and the marquee masks who earned', async () => {
    const start = t.clock.now();
    const a = await inviter();
    const rewarded = await registerWithCode(inviteCodeOf(a.userId));
    t.clock.advance(60_000);
    const waiting = await registerWithCode(inviteCodeOf(a.userId));
    t.clock.advance(60_000);
    const short = await registerWithCode(inviteCodeOf(a.userId));
    await deposit(rewarded, 500 * YUAN);
    await deposit(short, 9_999);
    const other = await inviter();
    const friendOfOther = await registerWithCode(inviteCodeOf(other.userId));
    await deposit(friendOfOther, 100 * YUAN);

    const list = async (state?: string) =>
      (await t.call('inviterRecordPageList', state ? { state } : {}, { token: a.token })).body;
    const all = await list();
    expect(all).toMatchObject({ code: 0, total: 3, pageNum: 1, pageSize: 20 });
    expect(all.list).toEqual([
      expect.objectContaining({ state: 'expired', firstDepositAmount: 9_999, bonus: 0 }),
      expect.objectContaining({ state: 'noFirstDeposit', firstDepositAt: null, bonus: 0 }),
      {
        inviteeUsername: `${rewarded.username.slice(0, 2)}***${rewarded.username.slice(-1)}`,
        registeredAt: start.toISOString(),
        firstDepositAt: new Date(start.getTime() + 120_000).toISOString(),
        firstDepositAmount: 50_000,
        bonus: 2_700 + 16_800,
        endsAt: new Date(start.getTime() + 30 * DAY).toISOString(),
        state: 'dispatched',
      },
    ]);
    expect((await list('dispatched')).list).toHaveLength(1);
    expect((await list('noFirstDeposit')).list).toMatchObject([
      { inviteeUsername: expect.stringMatching(/^\w\w\*\*\*\w$/), state: 'noFirstDeposit' },
    ]);
    const second = await t.call(
      'inviterRecordPageList',
      { pageNum: 2, pageSize: 2 },
      { token: a.token },
    );
    expect(second.body).toMatchObject({ total: 3, pageNum: 2, list: [{ state: 'dispatched' }] });
    const pageTotal = async (state?: string) =>
      (await t.call('inviterRecordPageTotal', state ? { state } : {}, { token: a.token })).body;
    expect(await pageTotal()).toMatchObject({ count: 3, amount: 19_500 });
    expect(await pageTotal('dispatched')).toMatchObject({ count: 1, amount: 19_500 });
    expect(await pageTotal('expired')).toMatchObject({ count: 1, amount: 0 });

    // 30 days after registration the friend still without a first deposit has expired.
    await t.db.query("UPDATE sessions SET expires_at = expires_at + interval '60 days'");
    t.clock.set(new Date(start.getTime() + 60_000 + 30 * DAY));
    expect(await pageTotal('expired')).toMatchObject({ count: 2 });
    expect(await pageTotal('noFirstDeposit')).toMatchObject({ count: 0 });

    const total = await t.call('inviterRecordTotal', {}, { token: a.token });
    expect(total.body).toMatchObject({
      code: 0,
      invitees: 1,
      registeredFriends: 3,
      firstDepositFriends: 2,
      accumulatedEarnings: 19_500,
      cumulativeBets: 0,
    });
    const marquee = await t.call('inviterRecordMarquee', {}, { token: waiting.token });
    expect(marquee.body.marqueeList).toEqual([
      {
        username: `${other.username.slice(0, 2)}***${other.username.slice(-1)}`,
        amount: 900,
        time: new Date(start.getTime() + 120_000).toISOString(),
      },
      expect.objectContaining({ amount: 16_800 }),
      expect.objectContaining({ amount: 800 }),
      expect.objectContaining({ amount: 1_000 }),
      expect.objectContaining({ amount: 900 }),
    ]);
    expect(JSON.stringify(marquee.body)).not.toContain(a.username);
  });
});

describe('the programme, the link and the QR code', () => {
  it("takes the site's origin from SITE_ORIGIN, by default the shell served locally", () => {
    expect(loadConfig({}).siteOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ SITE_ORIGIN: 'https://play.example.com/' }).siteOrigin).toBe(
      'https://play.example.com',
    );
    expect(() => loadConfig({ SITE_ORIGIN: 'https://play.example.com/app' })).toThrow(
      /SITE_ORIGIN/,
    );
    expect(() => loadConfig({ SITE_ORIGIN: 'ftp://play.example.com' })).toThrow(/SITE_ORIGIN/);
  });

  it('answers the rules and the steps', async () => {
    const a = await inviter();
    const config = await t.call('inviterBaseConfig', {}, { token: a.token });
    expect(config.body).toEqual({
      code: 0,
      msg: expect.any(String),
      inviteeReward: 900,
      maxInviterRewardPerFriend: 2_700,
      minFriendDeposit: 10_000,
      rebateRateBp: 13,
      rebateDaysAfterRegistration: 30,
      rebateCountdownDeposit: 10_000,
      rebateValidDays: 7,
      cumulativeDepositBonusThreshold: 50_000,
      cumulativeDepositBonus: 16_800,
      bonusTurnoverMultiple: 1,
    });
    const steps = await t.call('inviterPrizeConfigList', {}, { token: a.token });
    expect(
      (steps.body.prizeConfigList as { inviterReward: number }[]).map((s) => s.inviterReward),
    ).toEqual([900, 1_000, 800]);
  });

  it("gives the member's code, the register link on the site's origin, and its QR code", async () => {
    await t.rebuild({ config: { siteOrigin: 'https://play.example.com' } });
    const a = await inviter();
    const link = `https://play.example.com/#${routePath('login')}?type=register&inviteCode=${a.userId}`;
    const info = await t.call('getInviterInfo', {}, { token: a.token });
    expect(info.body).toEqual({
      code: 0,
      msg: expect.any(String),
      inviteCode: String(a.userId),
      inviteUrl: link,
      canJoin: true,
      registeredFriends: 0,
      accumulatedEarnings: 0,
      cumulativeBets: 0,
    });
    const qr = await t.call('getInviterQrcode', {}, { token: a.token });
    expect(qr.body).toMatchObject({ code: 0, inviteUrl: link });
    const image = qr.body.qrcode as string;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // The same drawing as the library makes of the link, so the code scans to the link.
    const segments = QRCode.create(link, { errorCorrectionLevel: 'M' });
    expect(segments.modules.size).toBeGreaterThan(20);
    expect(image).toBe(
      await QRCode.toDataURL(link, {
        type: 'image/png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 256,
      }),
    );
  });
});
