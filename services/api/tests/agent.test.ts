import { describe, expect, it } from 'vitest';
import { convertToAgent } from '../src/modules/account/agent/convertToAgent';
import { canJoinInviteActivity, inviteCodeOf } from '../src/modules/account/agent/inviteActivity';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { findUserById } from '../src/core/auth/userRecord';
import { payWithdrawal } from '../src/modules/wallet/withdrawals/payouts';
import { useTestApp, type TestApp } from './support/testApp';
import { insertBankCard } from './support/paymentRows';

const EN = 3;
const YUAN = 100;
const DAY = 24 * 60 * 60_000;
const PAY = '135790';
let keys = 0;
const nextKey = () => `agent-test-${String(++keys).padStart(4, '0')}`;

/** The clock starts at 2026-01-15 12:00 in Shanghai; these are business dates. */
const TODAY = '2026-01-15';

async function agent(t: TestApp) {
  const player = await t.registerPlayer();
  await convertToAgent(t.db, player.username, t.clock.now());
  return player;
}

/** A player who registered with the agent's invite code. */
async function invitee(t: TestApp, agentId: number) {
  const player = await t.registerPlayer();
  await t.db.query('UPDATE users SET registered_invite_code = $2 WHERE id = $1', [
    player.userId,
    inviteCodeOf(agentId),
  ]);
  return player;
}

async function deposit(t: TestApp, token: string, amount: number) {
  const order = await t.call(
    'createBankCardRemittanceOrder',
    { amount, payerName: 'Li Lei', idempotencyKey: nextKey() },
    { token },
  );
  expect(order.body.code).toBe(0);
  await approveDeposit(t.db, { orderNo: order.body.orderNo as string, now: t.clock.now() });
}

/** A paid withdrawal of `amount` (credited money, withdrawable at once). */
async function paidWithdrawal(
  t: TestApp,
  player: { userId: number; token: string; password: string },
  amount: number,
) {
  await creditCentralWallet(t.db, { userId: player.userId, amount, reason: 'test' });
  await t.confirmPassword(player);
  await t.call(
    'setWithdrawPwd',
    { payPassword: PAY, confirmPayPassword: PAY },
    { token: player.token },
  );
  const rows = [{ id: await insertBankCard(t.db, player.userId, `62220200000${player.userId}00`) }];
  const answer = await t.call(
    'withdraw',
    {
      method: 'bankCard',
      type: 'instant',
      accountId: rows[0]!.id,
      amount,
      payPassword: PAY,
      idempotencyKey: nextKey(),
    },
    { token: player.token },
  );
  expect(answer.body.code).toBe(0);
  await payWithdrawal(t.db, (answer.body.withdrawal as { orderNo: string }).orderNo, t.clock.now());
}

describe('agent contacts (guest)', () => {
  const t = useTestApp();

  it('answers the seeded contacts in order, labels in the language asked', async () => {
    const en = await t.call('queryAgentContact', {}, { lang: EN });
    expect(en.body).toMatchObject({
      code: 0,
      agentDomain: 'https://agent.starplay.example',
      agentContactList: [
        {
          contactType: 'telegram',
          label: 'Partnership team on Telegram',
          value: '@StarPlayPartners',
        },
        { contactType: 'skype', label: 'Partnership team on Skype' },
        { contactType: 'email', label: 'Partnership e-mail', value: 'partners@starplay.example' },
      ],
    });
    const zh = await t.call('queryAgentContact', {}, { lang: 1 });
    expect((zh.body.agentContactList as { label: string }[])[0]!.label).toBe('合营部 Telegram');
  });
});

describe('converting an account to an agent', () => {
  const t = useTestApp();

  it('opens the agent figures, closes the invite activity and tells the player, once', async () => {
    const player = await t.registerPlayer();
    expect(canJoinInviteActivity((await findUserById(t.db, player.userId))!)).toBe(true);

    expect(await convertToAgent(t.db, player.username.toUpperCase(), t.clock.now())).toEqual({
      userId: player.userId,
      changed: true,
    });
    const user = (await findUserById(t.db, player.userId))!;
    expect(user.isAgent).toBe(true);
    expect(canJoinInviteActivity(user)).toBe(false);
    const info = await t.call('getUserInfo', {}, { token: player.token });
    expect(info.body.userInfo).toMatchObject({ isAgent: true });

    expect((await convertToAgent(t.db, player.username, t.clock.now())).changed).toBe(false);
    const { rows } = await t.db.query(
      "SELECT 1 FROM messages WHERE user_id = $1 AND title_key = 'agentConverted.title'",
      [player.userId],
    );
    expect(rows).toHaveLength(1);
    await expect(convertToAgent(t.db, 'nobody99', t.clock.now())).rejects.toMatchObject({
      messageKey: 'accountNotFound',
    });
  });
});

describe('queryAgentAnalyze: team figures between two business dates', () => {
  const t = useTestApp();

  const analyze = (token: string, startDate: string, endDate: string) =>
    t.call('queryAgentAnalyze', { startDate, endDate }, { token, lang: EN });

  it('needs a login (401 without a token)', async () => {
    const answer = await t.call('queryAgentAnalyze', { startDate: TODAY, endDate: TODAY });
    expect(answer.status).toBe(401);
  });

  it('is for agents only', async () => {
    const player = await t.registerPlayer();
    expect((await analyze(player.token, TODAY, TODAY)).body).toEqual({
      code: 1000,
      msg: 'This feature is only available to agent accounts',
    });
  });

  it('refuses a start after the end', async () => {
    const a = await agent(t);
    expect((await analyze(a.token, '2026-01-16', TODAY)).body).toEqual({
      code: 400,
      msg: 'The start date cannot be after the end date',
    });
  });

  it("counts the agent's invitees, their first deposits, deposits and paid withdrawals", async () => {
    const a = await agent(t);
    const first = await invitee(t, a.userId);
    const second = await invitee(t, a.userId);
    const stranger = await t.registerPlayer();
    const otherAgent = await agent(t);
    const notMine = await invitee(t, otherAgent.userId);

    await deposit(t, first.token, 500 * YUAN);
    await deposit(t, first.token, 300 * YUAN);
    await deposit(t, stranger.token, 900 * YUAN);
    await deposit(t, notMine.token, 700 * YUAN);
    await paidWithdrawal(t, second, 200 * YUAN);

    const today = await analyze(a.token, TODAY, TODAY);
    expect(today.body).toEqual({
      code: 0,
      msg: 'Success',
      teamSize: 2,
      newMembers: 2,
      firstDepositMembers: 1,
      activeMembers: 1,
      depositTotal: 800 * YUAN,
      withdrawalTotal: 200 * YUAN,
      validTurnover: 0,
      winLose: 0,
      commission: 0,
    });

    // The next day: one more deposit by the same invitee is not a first deposit.
    t.clock.advance(DAY);
    await deposit(t, first.token, 100 * YUAN);
    expect((await analyze(a.token, '2026-01-16', '2026-01-16')).body).toMatchObject({
      teamSize: 2,
      newMembers: 0,
      firstDepositMembers: 0,
      activeMembers: 1,
      depositTotal: 100 * YUAN,
      withdrawalTotal: 0,
    });
    expect((await analyze(a.token, TODAY, '2026-01-16')).body).toMatchObject({
      newMembers: 2,
      firstDepositMembers: 1,
      depositTotal: 900 * YUAN,
    });
    // Before anyone registered: an empty team.
    expect((await analyze(a.token, '2026-01-01', '2026-01-14')).body).toMatchObject({
      teamSize: 0,
      newMembers: 0,
      depositTotal: 0,
    });
  });

  it('cuts business days at midnight in Shanghai, not UTC', async () => {
    const a = await agent(t);
    // 2026-01-15 23:30 in Shanghai is still the 15th there (15:30 UTC).
    t.clock.set('2026-01-15T15:30:00Z');
    await invitee(t, a.userId);
    // 00:30 on the 16th in Shanghai (16:30 UTC on the 15th).
    t.clock.set('2026-01-15T16:30:00Z');
    await invitee(t, a.userId);
    expect((await analyze(a.token, TODAY, TODAY)).body).toMatchObject({ newMembers: 1 });
    expect((await analyze(a.token, '2026-01-16', '2026-01-16')).body).toMatchObject({
      newMembers: 1,
      teamSize: 2,
    });
  });
});
