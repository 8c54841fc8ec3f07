import { randomInt } from 'node:crypto';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../db/database';
import { businessDate } from '../time';

/**
 * An order number: a letter for the kind (D deposit, W withdrawal, VT venue transfer), the business
 * date and 12 random digits. The date helps customer service; the random part keeps a player from
 * guessing how many orders the site takes. Random numbers can meet: every order is created through
 * `retryTakenOrderNo`, which tries again with a new one.
 */
export function newOrderNo(prefix: 'D' | 'W' | 'VT', now: Date): string {
  const digits = Array.from({ length: 12 }, () => randomInt(10)).join('');
  return `${prefix}${businessDate(now).replaceAll('-', '')}${digits}`;
}

/** The unique index on an order number refused the row: the number was already taken. */
export function isOrderNoTaken(error: unknown): boolean {
  return (
    pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
    (pgConstraint(error) ?? '').endsWith('order_no_key')
  );
}

/** Runs `create` with a fresh order number, again with another when the number was taken. */
export async function retryTakenOrderNo<T>(
  prefix: 'D' | 'W' | 'VT',
  now: Date,
  create: (orderNo: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(newOrderNo(prefix, now));
    } catch (error) {
      if (attempt >= 3 || !isOrderNoTaken(error)) throw error;
    }
  }
}
