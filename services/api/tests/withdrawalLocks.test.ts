import { describe, expect, it } from 'vitest';
import { lockPlayerWallets } from '../src/core/ledger';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { postMessage } from '../src/core/messages';
import { insertBankCard } from './support/paymentRows';
import { useTestApp } from './support/testApp';

/**
 * A withdrawal decision holds the player for itself (one decision at a time), but a transaction
 * that already holds the player's wallet and then writes a row about the player (a message of a
 * deposit approval) is not a rival decision and must not deadlock with it. Found by the simulation
 * (docs/crash-test.md#simulation) on PostgreSQL; on the embedded database transactions run one at
 * a time and the test holds trivially.
 */
const t = useTestApp();
const PAY_PASSWORD = '135790';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readyPlayer() {
  const player = await t.registerPlayer();
  await t.confirmPassword(player);
  await creditCentralWallet(t.db, { userId: player.userId, amount: 100_000, reason: 'test' });
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: player.token },
  );
  expect(set.body.code).toBe(0);
  const cardId = await insertBankCard(
    t.db,
    player.userId,
    `62220200000${String(player.userId).slice(-6)}00`,
  );
  return { ...player, cardId };
}

describe('withdrawal request and the player lock', () => {
  it('a withdrawal waiting for the wallet does not deadlock a transaction that holds the wallet and messages the player', async () => {
    const p = await readyPlayer();
    let walletHeld!: () => void;
    const held = new Promise<void>((resolve) => (walletHeld = resolve));
    // As a deposit approval runs: the wallet locked by its transfer, then the player told.
    const approval = t.db.transaction(async (tx) => {
      await lockPlayerWallets(tx, p.userId, ['central']);
      walletHeld();
      await sleep(400);
      await postMessage(tx, {
        userId: p.userId,
        category: 'depositWithdrawal',
        titleKey: 'depositSucceeded.title',
        bodyKey: 'depositSucceeded.body',
        params: { orderNo: 'D-test', amount: '1.00' },
        now: t.clock.now(),
      });
    });
    await held;
    const withdrawal = t.call(
      'withdraw',
      {
        method: 'bankCard',
        type: 'instant',
        accountId: p.cardId,
        amount: 20_000,
        payPassword: PAY_PASSWORD,
        idempotencyKey: 'lock-wd-1',
      },
      { token: p.token },
    );
    await expect(approval).resolves.toBeUndefined();
    const answer = await withdrawal;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, withdrawal: { status: 'reviewing' } });
  });
});
