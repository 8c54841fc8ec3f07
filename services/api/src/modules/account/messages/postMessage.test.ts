import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/testDatabase';
import { amountParam, postMessage } from '../../../core/messages/postMessage';

let database: TestDatabase;
let users = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
afterEach(async () => {
  await database.reset();
});

async function newUser(langType: number): Promise<number> {
  users += 1;
  const { rows } = await database.db.query<{ id: number }>(
    "INSERT INTO users (username, password_hash, lang_type) VALUES ($1, 'x', $2) RETURNING id",
    [`msg${users}`, langType],
  );
  return rows[0]!.id;
}

const now = new Date('2026-01-15T04:00:00Z');

describe('postMessage', () => {
  it("stores the message unread, written in the player's language, with its keys and params", async () => {
    const userId = await newUser(3);
    const posted = await database.db.transaction((tx) =>
      postMessage(tx, {
        userId,
        category: 'depositWithdrawal',
        titleKey: 'depositSucceeded.title',
        bodyKey: 'depositSucceeded.body',
        params: { orderNo: 'D1', amount: amountParam(1234) },
        now,
      }),
    );
    expect(posted).toMatchObject({ lang: 'en', title: 'Deposit credited' });
    const { rows } = await database.db.query(
      `SELECT user_id, category, lang, title, content, title_key, params, created_at, read_at, deleted_at
       FROM messages WHERE id = $1`,
      [posted.id],
    );
    expect(rows[0]).toEqual({
      user_id: userId,
      category: 'depositWithdrawal',
      lang: 'en',
      title: 'Deposit credited',
      content: 'Your deposit of CN¥12.34 (order D1) has been credited to your central wallet.',
      title_key: 'depositSucceeded.title',
      // The amount keeps the member's currency it was posted in: money is never converted.
      params: { orderNo: 'D1', amount: { fen: 1234, currency: 'CNY' } },
      created_at: now,
      read_at: null,
      deleted_at: null,
    });
  });

  it('translates params that are texts into the same language', async () => {
    const userId = await newUser(2);
    const posted = await database.db.transaction((tx) =>
      postMessage(tx, {
        userId,
        category: 'depositWithdrawal',
        titleKey: 'depositFailed.title',
        bodyKey: 'depositFailed.body',
        params: { orderNo: 'D2', amount: '100.00', reason: { key: 'depositFailed.defaultReason' } },
        now,
      }),
    );
    expect(posted.lang).toBe('hk');
    expect(posted.title).toBe('存款失敗');
    expect(posted.content).toContain('未能確認收款');
  });

  it('rolls back with the transaction that posted it', async () => {
    const userId = await newUser(1);
    await expect(
      database.db.transaction(async (tx) => {
        await postMessage(tx, {
          userId,
          category: 'notification',
          titleKey: 'depositSucceeded.title',
          bodyKey: 'depositSucceeded.body',
          params: { orderNo: 'D3', amount: '1.00' },
          now,
        });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const { rows } = await database.db.query('SELECT 1 FROM messages WHERE user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });
});
