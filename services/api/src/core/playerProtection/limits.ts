import type { Queryable } from '../../db/database';

/*
 * The money limits' checks (docs/product-rules.md#responsible-gambling), each inside the
 * transaction that moves the money: refused on a break or over a limit, counted otherwise.
 *
 * Skeleton: the signatures the money points call; the checks are being built.
 */

/** A deposit order of `amount` fen is being created: refused on a break or over a deposit limit. */
export async function chargeDeposit(
  _tx: Queryable,
  _userId: number,
  _amount: number,
  _now: Date,
): Promise<void> {
  return;
}

/** A deposit order created at `orderCreatedAt` was cancelled, expired or rejected: its amount no longer counts. */
export async function releaseDeposit(
  _tx: Queryable,
  _userId: number,
  _amount: number,
  _orderCreatedAt: Date,
): Promise<void> {
  return;
}

/**
 * A stake of `amount` fen (a round, a ticket, a slip, the player's own money into a third-party
 * venue): refused on a break or when it could pass a loss or wager limit, counted otherwise.
 */
export async function chargeStake(
  _tx: Queryable,
  _userId: number,
  _amount: number,
  _now: Date,
): Promise<void> {
  return;
}

/** A return of `amount` fen (a win, a void, a cash-out, money out of a third-party venue). */
export async function recordReturn(
  _tx: Queryable,
  _userId: number,
  _amount: number,
  _now: Date,
): Promise<void> {
  return;
}
