import { describe, expect, it } from 'vitest';
import { chargeStake } from '../src/core/playerProtection';
import { useTestApp } from './support/testApp';

/*
 * The player's protection lock beside the deposit order's player lock, on PostgreSQL (the embedded
 * database runs one transaction at a time): docs/decisions-api.md#responsible-gambling-limits.
 */

const YUAN = 100;
const at = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

describe.skipIf(!process.env.DATABASE_URL)(
  'a stake and a deposit order of one player at once',
  () => {
    const t = useTestApp();

    it('do not deadlock: the order holds the player without blocking the stake counter', async () => {
      t.clock.set(at('2026-01-15 10:00'));
      const p = await t.registerPlayer();
      await t.call(
        'setMoneyLimit',
        { kind: 'deposit', period: 'day', amount: 1_000 * YUAN },
        { token: p.token },
      );

      let held!: () => void;
      let orderWaits!: () => void;
      const protectionHeld = new Promise<void>((r) => (held = r));
      const orderWaiting = new Promise<void>((r) => (orderWaits = r));
      // A stake's transaction holds the protection lock; the order then takes the player and waits
      // for it; the stake's first count of the day then needs the player's key (its foreign key).
      const stake = t.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM player_protection WHERE user_id = $1 FOR UPDATE', [p.userId]);
        held();
        await orderWaiting;
        await tx.query(`SET LOCAL lock_timeout = '500ms'`);
        await chargeStake(tx, p.userId, 10 * YUAN, t.clock.now());
      });
      await protectionHeld;
      const order = t.call(
        'createBankCardTransferOrder',
        { amount: 100 * YUAN, payerName: '张三', idempotencyKey: 'protection-lock-1' },
        { token: p.token },
      );
      await expect
        .poll(
          async () => {
            const { rows } = await t.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%FROM player_protection%FOR UPDATE%'`,
            );
            return rows[0]!.n;
          },
          { timeout: 5_000, interval: 20 },
        )
        .toBe(1);
      orderWaits();
      await expect(stake).resolves.toBeUndefined();
      expect((await order).body.code).toBe(0);
      const { rows } = await t.db.query(
        'SELECT deposited, staked FROM player_play_usage WHERE user_id = $1',
        [p.userId],
      );
      expect(rows).toEqual([{ deposited: 100 * YUAN, staked: 10 * YUAN }]);
    });
  },
);
