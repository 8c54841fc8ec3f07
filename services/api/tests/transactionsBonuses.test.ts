import { describe, expect, it } from 'vitest';
import {
  holdTransfer,
  houseAccountId,
  playerAccountId,
  postPendingTransfer,
  postTransfer,
  voidPendingTransfer,
} from '../src/core/ledger';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { grantBonus } from '../src/modules/promotions/rewards/rewards';
import { moveWelfareToCentral } from '../src/modules/promotions/welfare/moveWelfareToCentral';
import { useTestApp } from './support/testApp';

/**
 * The transaction record with offers and welfare (docs/product-rules.md#transaction-records): an
 * offer application's venue transfer is the player's transfer and its bonus; bonuses are typed by
 * their source; the welfare centre moved into the central wallet is a transfer.
 */
const t = useTestApp();
const EN = 3;
const title = {
  zh: '奖金',
  hk: '獎金',
  en: 'Bonus',
  th: 'โบนัส',
  vn: 'Thưởng',
  pg: 'Bônus',
  fp: 'Bonus',
  md: 'ဆုကြေး',
};

interface Listed {
  orderNo: string;
  type: string;
  mode: string;
  status: string;
  amount: number;
}

async function list(token: string, filter: Record<string, unknown> = {}) {
  const answer = await t.call('queryTransactionRecordList', filter, { token, lang: EN });
  expect(answer.body.code).toBe(0);
  const body = answer.body as unknown as { list: Listed[]; total: number };
  return body.list.map((r) => [r.orderNo, r.type, r.mode, r.status, r.amount]);
}

async function detail(token: string, orderNo: string) {
  const answer = await t.call('getTransactionRecordInfo', { orderNo }, { token, lang: EN });
  expect(answer.body.code).toBe(0);
  return answer.body.transactionRecord as { description: string; balanceAfter: number };
}

async function playerWith(central: number) {
  const p = await t.registerPlayer();
  if (central > 0)
    await creditCentralWallet(t.db, {
      userId: p.userId,
      amount: central,
      reason: 'test',
      at: t.clock.now(),
    });
  t.clock.advance(1_000);
  return p;
}

/**
 * An offer application's venue transfer as it opens: one hold of three legs (central −transfer,
 * house bonus −bonus, venue +both) and its order, whose amount carries the bonus.
 */
async function openOfferTransfer(userId: number, orderNo: string, transfer: number, bonus: number) {
  return t.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ledger_accounts (owner_user_id, kind, venue_code) VALUES ($1, 'venue', 'STSLOT')
       ON CONFLICT DO NOTHING RETURNING id`,
      [userId],
    );
    const hold = await holdTransfer(tx, {
      idempotencyKey: `venue:${orderNo}`,
      kind: 'walletTransfer',
      legs: [
        { accountId: await playerAccountId(tx, userId, 'central'), amount: -transfer },
        { accountId: await houseAccountId(tx, 'house_bonus'), amount: -bonus },
        { accountId: rows[0]!.id, amount: transfer + bonus },
      ],
      metadata: { orderNo, platCode: 'STSLOT', direction: 'toVenue' },
      at: t.clock.now(),
    });
    await tx.query(
      `INSERT INTO venue_transfers (order_no, user_id, plat_code, direction, amount, bonus,
         idempotency_key, request_hash, ledger_transfer_id, status, created_at)
       VALUES ($1, $2, 'STSLOT', 'toVenue', $3, $4, $1, 'hash', $5, 'pending', $6)`,
      [orderNo, userId, transfer + bonus, bonus, hold.transferId, t.clock.now()],
    );
    return hold.transferId;
  });
}

async function endOfferTransfer(orderNo: string, transferId: number, outcome: 'posted' | 'voided') {
  await t.db.transaction(async (tx) => {
    if (outcome === 'posted') await postPendingTransfer(tx, transferId, t.clock.now());
    else await voidPendingTransfer(tx, transferId, t.clock.now());
    await tx.query(
      'UPDATE venue_transfers SET status = $2, completed_at = $3 WHERE order_no = $1',
      [orderNo, outcome, t.clock.now()],
    );
  });
}

describe('transaction record: offers and welfare', () => {
  it("an offer application's transfer is the player's transfer from the central wallet and a bonus", async () => {
    const p = await playerWith(10_000);
    const orderNo = 'VT20260115OFFER1';
    const transferId = await openOfferTransfer(p.userId, orderNo, 5_000, 1_000);
    expect((await list(p.token)).slice(0, 2)).toEqual([
      [`${orderNo}-B`, 'bonus', 'income', 'processing', 1_000],
      [orderNo, 'transfer', 'expense', 'processing', 5_000],
    ]);

    await endOfferTransfer(orderNo, transferId, 'posted');
    expect(await list(p.token)).toEqual([
      [`${orderNo}-B`, 'bonus', 'income', 'success', 1_000],
      [orderNo, 'transfer', 'expense', 'success', 5_000],
      [expect.stringMatching(/^L/), 'adjustment', 'income', 'success', 10_000],
    ]);
    expect(await list(p.token, { type: 'bonus' })).toEqual([
      [`${orderNo}-B`, 'bonus', 'income', 'success', 1_000],
    ]);
    expect(await detail(p.token, orderNo)).toMatchObject({
      description: 'Central wallet → Star Slots',
      balanceAfter: 5_000,
    });
    expect(await detail(p.token, `${orderNo}-B`)).toMatchObject({ description: 'Bonus' });
  });

  it('an offer transfer the venue refused shows both records failed', async () => {
    const p = await playerWith(10_000);
    const orderNo = 'VT20260115OFFER2';
    await endOfferTransfer(
      orderNo,
      await openOfferTransfer(p.userId, orderNo, 5_000, 1_000),
      'voided',
    );
    expect((await list(p.token)).slice(0, 2)).toEqual([
      [`${orderNo}-B`, 'bonus', 'income', 'failure', 1_000],
      [orderNo, 'transfer', 'expense', 'failure', 5_000],
    ]);
  });

  it('bonuses are typed by their source, and the welfare centre moved out is one transfer', async () => {
    const p = await playerWith(0);
    const grant = (source: 'offer' | 'welfare' | 'rebate' | 'invite', amount: number) =>
      t.db.transaction((tx) =>
        grantBonus(tx, {
          userId: p.userId,
          source,
          sourceRef: `${source}-${p.userId}`,
          title,
          amount,
          into: source === 'welfare' ? 'welfare' : 'central',
          now: t.clock.now(),
        }),
      );
    await grant('offer', 100);
    t.clock.advance(1_000);
    await grant('rebate', 200);
    t.clock.advance(1_000);
    await grant('invite', 300);
    t.clock.advance(1_000);
    await grant('welfare', 400);
    t.clock.advance(1_000);
    await moveWelfareToCentral({ db: t.db, now: t.clock.now() }, p.userId, {
      idempotencyKey: 'move-welfare-0001',
    });
    const records = await list(p.token);
    expect(records.map(([, ...rest]) => rest)).toEqual([
      ['transfer', 'income', 'success', 400],
      ['welfare', 'income', 'success', 400],
      ['inviteReward', 'income', 'success', 300],
      ['rebate', 'income', 'success', 200],
      ['bonus', 'income', 'success', 100],
    ]);
    expect(await detail(p.token, records[0]![0] as string)).toMatchObject({
      description: 'Welfare centre → Central wallet',
      balanceAfter: 1_000,
    });
  });

  it("a scheduled withdrawal's extra, paid from the bonus account to the house, is no record of the player's", async () => {
    const p = await playerWith(1_000);
    await t.db.transaction(async (tx) =>
      postTransfer(tx, {
        idempotencyKey: `withdrawal:record-${p.userId}:extra`,
        kind: 'bonus',
        legs: [
          { accountId: await houseAccountId(tx, 'house_bonus'), amount: -100 },
          { accountId: await houseAccountId(tx, 'house_withdrawal'), amount: 100 },
        ],
        metadata: { orderNo: 'W1', reason: 'scheduledWithdrawalExtra' },
        at: t.clock.now(),
      }),
    );
    expect((await list(p.token)).map(([, type]) => type)).toEqual(['adjustment']);
  });
});
