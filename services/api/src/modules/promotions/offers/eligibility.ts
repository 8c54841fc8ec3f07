import {
  termsForLevel,
  type ActivityIneligibilityReason,
  type OfferBonusTerms,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { businessInstant } from '../../../core/scheduler';
import { businessDate } from '../../../core/time';
import { periodKeyOf, periodStateOf, type Offer } from './activities';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What decides whether a player may apply for an offer now, gathered by eligibilityFacts. */
export interface EligibilityFacts {
  vipLevel: number;
  isAgent: boolean;
  /** A pending or approved application in the offer's current period (once ever, or today). */
  appliedInPeriod: boolean;
  /** When the player's first deposit was credited; null before any. */
  firstDepositAt: Date | null;
  /** When the player's first deposit of today's business day was credited; null before any. */
  firstDepositTodayAt: Date | null;
  /** What the central wallet can spend now, fen. */
  centralSpendable: number;
}

type OfferRules = Pick<Offer, 'kind' | 'startsAt' | 'endsAt' | 'terms'>;

/** Whether `now` is past the offer's time limit counted from `from` (the limit's hour included). */
function pastTimeLimit(offer: OfferRules, from: Date, now: Date): boolean {
  const hours = offer.terms.timeLimitHours;
  return hours !== null && now.getTime() - from.getTime() > hours * HOUR_MS;
}

/**
 * Why the player may not apply for the offer now: the first rule that stands, in the order of
 * ACTIVITY_INELIGIBILITY_REASONS, or null when they may (docs/product-rules.md#offers).
 */
export function offerIneligibility(
  offer: OfferRules,
  facts: EligibilityFacts,
  now: Date,
): ActivityIneligibilityReason | null {
  const period = periodStateOf(offer, now);
  if (period === 'notStarted') return 'notStarted';
  if (period === 'ended') return 'ended';
  if (offer.terms.excludesAgents && facts.isAgent) return 'agentAccount';
  const terms = termsForLevel(offer.terms, facts.vipLevel);
  if (!terms || (offer.terms.minVipLevel !== null && facts.vipLevel < offer.terms.minVipLevel))
    return 'vipLevel';
  if (facts.appliedInPeriod)
    return offer.terms.frequency === 'daily' ? 'appliedToday' : 'alreadyApplied';
  if (offer.kind === 'firstDeposit') {
    if (!facts.firstDepositAt) return 'noFirstDeposit';
    if (pastTimeLimit(offer, facts.firstDepositAt, now)) return 'timeLimitPassed';
  }
  if (offer.kind === 'dailyDeposit') {
    if (facts.firstDepositTodayAt && pastTimeLimit(offer, facts.firstDepositTodayAt, now))
      return 'timeLimitPassed';
    if (!facts.firstDepositTodayAt) return 'noDepositToday';
  }
  if (offer.terms.requiresTransfer && facts.centralSpendable < smallestTransfer(terms))
    return 'balanceBelowMinimum';
  return null;
}

/** The smallest transfer an application may move: the terms' minimum, at least one fen. */
export function smallestTransfer(terms: OfferBonusTerms): number {
  return Math.max(terms.minTransfer, 1);
}

/** The instant today's business day began. */
export function businessDayStart(now: Date): Date {
  return businessInstant(businessDate(now), '00:00');
}

/** The player's side of the facts, the same for every offer. */
export type PlayerFacts = Omit<EligibilityFacts, 'appliedInPeriod'>;

/**
 * The player's facts in one query: VIP level and agent flag (users), first credited deposit and
 * today's first (deposit_orders succeeded, business day), and the central wallet's spendable money.
 */
export async function playerFacts(db: Queryable, userId: number, now: Date): Promise<PlayerFacts> {
  const dayStart = businessDayStart(now);
  const { rows } = await db.query<{
    vip_level: number;
    is_agent: boolean;
    first_deposit_at: Date | null;
    first_deposit_today_at: Date | null;
    central_spendable: number | null;
  }>(
    `SELECT u.vip_level, u.is_agent,
            (SELECT min(completed_at) FROM deposit_orders
             WHERE user_id = u.id AND status = 'success') AS first_deposit_at,
            (SELECT min(completed_at) FROM deposit_orders
             WHERE user_id = u.id AND status = 'success'
               AND completed_at >= $2 AND completed_at < $3) AS first_deposit_today_at,
            (SELECT balance - held FROM ledger_accounts
             WHERE owner_user_id = u.id AND kind = 'central') AS central_spendable
     FROM users u WHERE u.id = $1`,
    [userId, dayStart, new Date(dayStart.getTime() + DAY_MS)],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} does not exist`);
  return {
    vipLevel: row.vip_level,
    isAgent: row.is_agent,
    firstDepositAt: row.first_deposit_at,
    firstDepositTodayAt: row.first_deposit_today_at,
    centralSpendable: Number(row.central_spendable ?? 0),
  };
}

/** The offers (of those given) the player applied for in their current period. */
export async function offersAppliedInPeriod(
  db: Queryable,
  userId: number,
  offers: readonly Pick<Offer, 'id' | 'terms'>[],
  now: Date,
): Promise<Set<number>> {
  if (offers.length === 0) return new Set();
  const { rows } = await db.query<{ activity_id: number }>(
    `SELECT DISTINCT a.activity_id FROM activity_applications a
     JOIN unnest($2::bigint[], $3::text[]) AS p (activity_id, period_key)
       ON p.activity_id = a.activity_id AND p.period_key = a.period_key
     WHERE a.user_id = $1 AND a.status <> 'rejected'`,
    [userId, offers.map((o) => o.id), offers.map((o) => periodKeyOf(o, now))],
  );
  return new Set(rows.map((r) => Number(r.activity_id)));
}

/** Every fact about one offer and one player. */
export async function eligibilityFacts(
  db: Queryable,
  userId: number,
  offer: Pick<Offer, 'id' | 'terms'>,
  now: Date,
): Promise<EligibilityFacts> {
  const player = await playerFacts(db, userId, now);
  const applied = await offersAppliedInPeriod(db, userId, [offer], now);
  return { ...player, appliedInPeriod: applied.has(offer.id) };
}
