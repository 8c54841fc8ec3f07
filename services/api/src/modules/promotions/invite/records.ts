import type { PayloadOf } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { memberFigures } from '../../../core/site';
import { inviteCodeOf } from '../../account';
import {
  FRIEND_WINDOW_DAYS,
  inviteRebateOf,
  inviteRebateState,
  inviteRecordState,
  maskUsername,
  type InviteRebateState,
  type Figure,
  type InviteRecordState,
} from './programme';

/**
 * The inviter's records (docs/product-rules.md#invite): one line per friend who registered with
 * the inviter's code, newest registration first, its state worked out as of now. A player's
 * friends are few enough to read whole; the filters, pages and totals are taken from that list.
 */
interface FriendFacts {
  /** An operator figure in the friend's currency. */
  friendFigure: Figure;
  id: number;
  username: string;
  registeredAt: Date;
  windowEndsAt: Date;
  firstDeposit: { amount: number; at: Date } | null;
  windowDeposits: number;
  validBets: number;
  bonus: number;
  rebate: {
    openedAt: Date;
    countdownEndsAt: Date;
    paid: number;
    closedState: 'claimed' | 'expired' | null;
  } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function friendFacts(db: Queryable, inviterId: number, now: Date): Promise<FriendFacts[]> {
  const { rows } = await db.query<{
    id: number;
    username: string;
    created_at: Date;
    first_amount: number | null;
    first_at: Date | null;
    window_deposits: number;
    valid_bets: number;
    bonus: number;
    opened_at: Date | null;
    countdown_ends_at: Date | null;
    paid: number | null;
    closed_state: 'claimed' | 'expired' | null;
  }>(
    `SELECT f.id, f.username, f.created_at, fd.amount AS first_amount, fd.completed_at AS first_at,
            coalesce(wd.total, 0)::bigint AS window_deposits,
            coalesce(b.valid, 0)::bigint AS valid_bets,
            coalesce(rw.bonus, 0)::bigint AS bonus,
            r.opened_at, r.countdown_ends_at, r.paid, r.closed_state
     FROM users f
     LEFT JOIN LATERAL (
       SELECT amount, completed_at FROM deposit_orders
       WHERE user_id = f.id AND status = 'success' ORDER BY completed_at, id LIMIT 1
     ) fd ON true
     LEFT JOIN LATERAL (
       SELECT sum(amount) AS total FROM deposit_orders
       WHERE user_id = f.id AND status = 'success'
         AND completed_at < f.created_at + make_interval(days => $4)
     ) wd ON true
     LEFT JOIN LATERAL (
       SELECT sum(valid_turnover) AS valid FROM bet_records
       WHERE user_id = f.id AND status = 'settled' AND settled_at >= f.created_at
         AND settled_at < least(f.created_at + make_interval(days => $4), $3::timestamptz)
     ) b ON true
     LEFT JOIN LATERAL (
       SELECT sum(amount) AS bonus FROM rewards
       WHERE user_id = $2 AND source = 'invite'
         AND (source_ref LIKE 'inviter:' || f.id || ':%' OR source_ref = 'deposit500:' || f.id)
     ) rw ON true
     LEFT JOIN invite_rebates r ON r.friend_id = f.id AND r.inviter_id = $2
     WHERE btrim(f.registered_invite_code) = $1 AND f.id <> $2
     ORDER BY f.created_at DESC, f.id DESC`,
    [inviteCodeOf(inviterId), inviterId, now, FRIEND_WINDOW_DAYS],
  );
  const friends: FriendFacts[] = [];
  for (const row of rows)
    friends.push({
      // The friend's deposits are in the friend's currency: so is the 100 yuan they are read with.
      friendFigure: (await memberFigures(db, Number(row.id))).figure,
      id: Number(row.id),
      username: row.username,
      registeredAt: row.created_at,
      windowEndsAt: new Date(row.created_at.getTime() + FRIEND_WINDOW_DAYS * DAY_MS),
      firstDeposit:
        row.first_at === null ? null : { amount: Number(row.first_amount), at: row.first_at },
      windowDeposits: Number(row.window_deposits),
      validBets: Number(row.valid_bets),
      bonus: Number(row.bonus),
      rebate:
        row.opened_at === null || row.countdown_ends_at === null
          ? null
          : {
              openedAt: row.opened_at,
              countdownEndsAt: row.countdown_ends_at,
              paid: Number(row.paid),
              closedState: row.closed_state,
            },
    });
  return friends;
}

type InviteRecord = PayloadOf<'inviterRecordPageList'>['list'][number];
type RebateRecord = PayloadOf<'inviterRebateRecordPageList'>['list'][number];

function toInviteRecord(f: FriendFacts, now: Date): InviteRecord {
  return {
    inviteeUsername: maskUsername(f.username),
    registeredAt: f.registeredAt.toISOString(),
    firstDepositAt: f.firstDeposit?.at.toISOString() ?? null,
    firstDepositAmount: f.firstDeposit?.amount ?? null,
    bonus: f.bonus,
    endsAt: f.windowEndsAt.toISOString(),
    state: inviteRecordState(f, now, f.friendFigure),
  };
}

function rebateStateOf(f: FriendFacts, now: Date): InviteRebateState {
  return inviteRebateState(
    {
      windowEndsAt: f.windowEndsAt,
      openedAt: f.rebate?.openedAt ?? null,
      countdownEndsAt: f.rebate?.countdownEndsAt ?? null,
      validBets: f.validBets,
      closedState: f.rebate?.closedState ?? null,
    },
    now,
  );
}

function toRebateRecord(f: FriendFacts, now: Date): RebateRecord {
  return {
    inviteeUsername: maskUsername(f.username),
    registeredAt: f.registeredAt.toISOString(),
    cumulativeDeposit: f.windowDeposits,
    validBets: f.validBets,
    rebateAmount: inviteRebateOf(f.validBets),
    state: rebateStateOf(f, now),
    countdownEndsAt: f.rebate?.countdownEndsAt.toISOString() ?? null,
  };
}

function page<T>(list: T[], req: { pageNum: number; pageSize: number }) {
  const start = (req.pageNum - 1) * req.pageSize;
  return {
    list: list.slice(start, start + req.pageSize),
    total: list.length,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

async function inviteRecords(
  db: Queryable,
  inviterId: number,
  now: Date,
  state?: InviteRecordState,
) {
  const records = (await friendFacts(db, inviterId, now)).map((f) => toInviteRecord(f, now));
  return state ? records.filter((r) => r.state === state) : records;
}

async function rebateRecords(
  db: Queryable,
  inviterId: number,
  now: Date,
  filter: 'all' | Exclude<InviteRebateState, 'claimed'>,
) {
  const records = (await friendFacts(db, inviterId, now)).map((f) => toRebateRecord(f, now));
  return filter === 'all' ? records : records.filter((r) => r.state === filter);
}

/** A page of the invitation record, all or one state. */
export async function inviteRecordPage(
  db: Queryable,
  inviterId: number,
  req: { pageNum: number; pageSize: number; state?: InviteRecordState | undefined },
  now: Date,
): Promise<PayloadOf<'inviterRecordPageList'>> {
  return page(await inviteRecords(db, inviterId, now, req.state), req);
}

/** The count and the inviter's bonus of the invitation record under the same filter. */
export async function inviteRecordPageTotal(
  db: Queryable,
  inviterId: number,
  req: { state?: InviteRecordState | undefined },
  now: Date,
): Promise<PayloadOf<'inviterRecordPageTotal'>> {
  const records = await inviteRecords(db, inviterId, now, req.state);
  return { count: records.length, amount: records.reduce((sum, r) => sum + r.bonus, 0) };
}

/** A page of the rebate record, all or one filter (`claimed` shows under all only). */
export async function rebateRecordPage(
  db: Queryable,
  inviterId: number,
  req: { pageNum: number; pageSize: number; filter: 'all' | Exclude<InviteRebateState, 'claimed'> },
  now: Date,
): Promise<PayloadOf<'inviterRebateRecordPageList'>> {
  return page(await rebateRecords(db, inviterId, now, req.filter), req);
}

/** The count and the rebate of the rebate record under the same filter. */
export async function rebateRecordPageTotal(
  db: Queryable,
  inviterId: number,
  req: { filter: 'all' | Exclude<InviteRebateState, 'claimed'> },
  now: Date,
): Promise<PayloadOf<'inviterRebateRecordPageTotal'>> {
  const records = await rebateRecords(db, inviterId, now, req.filter);
  return { count: records.length, amount: records.reduce((sum, r) => sum + r.rebateAmount, 0) };
}

/**
 * The rebate figures: what was paid, what friends in progress have earned and is still to be
 * paid, and what expired rebates would have earned.
 */
export async function rebateRecordTotal(
  db: Queryable,
  inviterId: number,
  now: Date,
): Promise<PayloadOf<'inviterRebateRecordTotal'>> {
  let totalRebate = 0;
  let inProgressRebate = 0;
  let expiredRebate = 0;
  for (const f of await friendFacts(db, inviterId, now)) {
    const paid = f.rebate?.paid ?? 0;
    const earned = inviteRebateOf(f.validBets);
    totalRebate += paid;
    const state = rebateStateOf(f, now);
    if (state === 'inProgress') inProgressRebate += Math.max(0, earned - paid);
    if (state === 'expired') expiredRebate += earned;
  }
  return { totalRebate, inProgressRebate, expiredRebate };
}

/** Everything the inviter earned from inviting (steps, deposit bonuses, rebates; not their own 9 yuan). */
async function accumulatedEarnings(db: Queryable, inviterId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM rewards
     WHERE user_id = $1 AND source = 'invite' AND status = 'paid' AND source_ref NOT LIKE 'invitee:%'`,
    [inviterId],
  );
  return Number(rows[0]!.total);
}

/**
 * The invitation figures: friends rewarded for (invitees), registered with the code, with a
 * credited deposit, the inviter's earnings, and the friends' valid bets within their windows.
 */
export async function inviteRecordTotal(
  db: Queryable,
  inviterId: number,
  now: Date,
): Promise<PayloadOf<'inviterRecordTotal'>> {
  const friends = await friendFacts(db, inviterId, now);
  return {
    invitees: friends.filter((f) => inviteRecordState(f, now, f.friendFigure) === 'dispatched')
      .length,
    registeredFriends: friends.length,
    firstDepositFriends: friends.filter((f) => f.firstDeposit !== null).length,
    accumulatedEarnings: await accumulatedEarnings(db, inviterId),
    cumulativeBets: friends.reduce((sum, f) => sum + f.validBets, 0),
  };
}

/** The marquee: the latest rewards of all inviters (their own 9 yuan as friends left out), masked. */
export async function inviteMarquee(db: Queryable): Promise<PayloadOf<'inviterRecordMarquee'>> {
  const { rows } = await db.query<{ username: string; amount: number; created_at: Date }>(
    `SELECT u.username, r.amount, r.created_at FROM rewards r JOIN users u ON u.id = r.user_id
     WHERE r.source = 'invite' AND r.status = 'paid' AND r.source_ref NOT LIKE 'invitee:%'
     ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
    [MARQUEE_SIZE],
  );
  return {
    marqueeList: rows.map((row) => ({
      username: maskUsername(row.username),
      amount: Number(row.amount),
      time: row.created_at.toISOString(),
    })),
  };
}

/** How many rewards the marquee shows. */
export const MARQUEE_SIZE = 20;
