import type { Queryable } from '../../db/database';
import { businessDate } from '../time';

/**
 * Budgets that renew with the business day (docs/decisions-api.md#guessing-budgets), kept in the
 * database so every process and a restart see the same spending. Each names what it counts and
 * its daily limit; a subject is an account (`user:<id>`) or an address (`ip:<ip>`).
 */
export const DAILY_BUDGETS = {
  /** Wrong password-reset codes per account, across every code sent that day. */
  resetCodeWrong: 10,
  /** Password-reset codes sent per account. */
  resetCodeSent: 5,
  /** New guest chat conversations per address (docs/product-rules.md#customer-service). */
  guestChatOpens: 10,
  /** Guest chat images per address. */
  guestChatImages: 10,
  /** Bytes of guest chat images per address (20 MB). */
  guestChatImageBytes: 20 * 1024 * 1024,
} as const;

export type DailyBudget = keyof typeof DAILY_BUDGETS;

export interface BudgetKey {
  budget: DailyBudget;
  subject: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spends `amount` of a budget today in one statement, or nothing when it would go over: answers
 * whether it was spent. Spend before acting (a code checked, an image stored), so parallel
 * requests cannot all read "room left" (the row lock of ON CONFLICT DO UPDATE serialises them).
 */
export async function spendDailyBudget(
  db: Queryable,
  key: BudgetKey,
  now: Date,
  amount = 1,
): Promise<boolean> {
  const limit = DAILY_BUDGETS[key.budget];
  if (amount > limit) return false;
  const day = businessDate(now);
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO daily_budgets AS b (subject, counter, business_day, used) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject, counter, business_day) DO UPDATE SET used = b.used + EXCLUDED.used
     WHERE b.used + EXCLUDED.used <= $5
     RETURNING xmax = 0 AS inserted`,
    [key.subject, key.budget, day, amount, limit],
  );
  if (!rows[0]) return false;
  // The first spending of a day sweeps what earlier days left (nothing reads them).
  if (rows[0].inserted) {
    await db.query('DELETE FROM daily_budgets WHERE business_day < $1', [
      businessDate(new Date(now.getTime() - 2 * DAY_MS)),
    ]);
  }
  return true;
}

/** Gives back what spendDailyBudget took for an attempt that turned out not to count. */
export async function refundDailyBudget(
  db: Queryable,
  key: BudgetKey,
  now: Date,
  amount = 1,
): Promise<void> {
  await db.query(
    `UPDATE daily_budgets SET used = greatest(used - $4, 0)
     WHERE subject = $1 AND counter = $2 AND business_day = $3`,
    [key.subject, key.budget, businessDate(now), amount],
  );
}

/** How much of a budget is spent today (0 when nothing was). */
export async function dailyBudgetUsed(db: Queryable, key: BudgetKey, now: Date): Promise<number> {
  const { rows } = await db.query<{ used: string | number }>(
    'SELECT used FROM daily_budgets WHERE subject = $1 AND counter = $2 AND business_day = $3',
    [key.subject, key.budget, businessDate(now)],
  );
  return Number(rows[0]?.used ?? 0);
}
