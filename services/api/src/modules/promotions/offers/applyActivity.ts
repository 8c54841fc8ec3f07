import { createHash } from 'node:crypto';
import {
  lockTurnover,
  offerBonus,
  offerTransferSchema,
  termsForLevel,
  type ActivityApplication,
  type ActivityIneligibilityReason,
  type CurrencyCode,
  type OfferBonusTerms,
} from '@platform/api-client/contract';
import {
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
  type Queryable,
} from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError, refuseUnless } from '../../../core/errors';
import { recordPendingReward } from '../rewards/rewards';
import { openVenueLock, transferWithVenue } from '../../../core/venues';
import { memberFigures } from '../../../core/site';
import { offerIn, periodKeyOf, requireOffer, type Offer } from './activities';
import { applicationByKey } from './applications';
import { eligibilityFacts, offerIneligibility, type EligibilityFacts } from './eligibility';
import { refuseOnBreak } from '../../../core/playerProtection';

export interface ApplyRequest {
  activityId: number;
  platCode?: string | undefined;
  amount?: number | undefined;
  idempotencyKey: string;
}

/** The venue transfer's key of an application; a player's own keys cannot hold a colon. */
const offerTransferKey = (key: string) => `offer:${key}`;

/** The unique index that makes "once per player / once per business day" hold. */
const PERIOD_INDEX = 'activity_applications_period_key';

function requestHash(req: ApplyRequest): string {
  return createHash('sha256')
    .update(`${req.activityId}|${req.platCode ?? ''}|${req.amount ?? ''}`)
    .digest('hex');
}

function ineligible(reason: ActivityIneligibilityReason): DomainError {
  return new DomainError('refused', `activityIneligible.${reason}`);
}

/** The first rule that stands refuses the application; else the terms for the player's level. */
function assertEligible(offer: Offer, facts: EligibilityFacts, now: Date): OfferBonusTerms {
  const reason = offerIneligibility(offer, facts, now);
  if (reason) throw ineligible(reason);
  return termsForLevel(offer.terms, facts.vipLevel)!;
}

/** A second application in the period lost the race to the unique index. */
function periodTaken(error: unknown, offer: Offer): DomainError | null {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION || pgConstraint(error) !== PERIOD_INDEX)
    return null;
  return ineligible(offer.terms.frequency === 'daily' ? 'appliedToday' : 'alreadyApplied');
}

async function insertApplication(
  tx: Queryable,
  row: {
    userId: number;
    offer: Offer;
    platCode: string | null;
    transferAmount: number;
    bonus: number;
    requiredTurnover: number | null;
    orderNo: string | null;
    approved: boolean;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO activity_applications
       (user_id, activity_id, period_key, plat_code, transfer_amount, bonus, required_turnover,
        venue_transfer_order_no, status, idempotency_key, request_hash, applied_at, reviewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
             CASE WHEN $9 = 'approved' THEN $12::timestamptz END)
     RETURNING id`,
    [
      row.userId,
      row.offer.id,
      periodKeyOf(row.offer, row.now),
      row.platCode,
      row.transferAmount,
      row.bonus,
      row.requiredTurnover,
      row.orderNo,
      row.approved ? 'approved' : 'pending',
      row.idempotencyKey,
      row.requestHash,
      row.now,
    ],
  );
  return Number(rows[0]!.id);
}

/**
 * A rebate boost is approved at once: no transfer, no lock, no bonus yet; the scheduler's
 * `offers.rebateBoost` pays it after the business day (rebateBoostJob.ts).
 */
async function applyRebateBoost(
  ctx: DomainContext,
  userId: number,
  offer: Offer,
  req: ApplyRequest,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await refuseOnBreak(tx, userId, ctx.now);
    assertEligible(offer, await eligibilityFacts(tx, userId, offer, ctx.now), ctx.now);
    await insertApplication(tx, {
      userId,
      offer,
      platCode: null,
      transferAmount: 0,
      bonus: 0,
      requiredTurnover: null,
      orderNo: null,
      approved: true,
      idempotencyKey: req.idempotencyKey,
      requestHash: requestHash(req),
      now: ctx.now,
    });
  });
}

/**
 * An application that moves a transfer: ONE two-phase venue transfer (the same code as the
 * transfer page) of transfer + bonus, whose opening transaction also decides eligibility again
 * (a stale page never decides), inserts the pending application, locks the venue and records the
 * pending reward. The transfer's completion ends the application (applicationEnd.ts).
 */
async function applyWithTransfer(
  ctx: DomainContext,
  userId: number,
  offer: Offer,
  req: ApplyRequest,
  currency: CurrencyCode,
): Promise<void> {
  const { platCode, amount } = req;
  if (platCode === undefined || amount === undefined)
    throw new DomainError('invalidInput', 'activityTransferRequired');
  if (!offer.platCodes.includes(platCode))
    throw new DomainError('refused', 'activityVenueNotAllowed');
  // Checked first outside the transaction for the form's own message on the amount.
  const facts = await eligibilityFacts(ctx.db, userId, offer, ctx.now);
  const terms = assertEligible(offer, facts, ctx.now);
  refuseUnless(offerTransferSchema(terms, facts.centralSpendable, currency), amount);
  const bonus = offerBonus(amount, terms);
  const requiredTurnover = lockTurnover(amount, bonus, terms);

  await transferWithVenue(ctx, {
    userId,
    platCode,
    direction: 'toVenue',
    amount: amount + bonus,
    bonus,
    idempotencyKey: offerTransferKey(req.idempotencyKey),
    onOpened: async (tx, transfer) => {
      const now = ctx.now;
      // A break started since the first check refuses it here, with the transfer undone.
      await refuseOnBreak(tx, userId, now);
      const fresh = await eligibilityFacts(tx, userId, offer, now);
      // The hold of this very transfer is already taken from the central wallet.
      const freshTerms = assertEligible(
        offer,
        { ...fresh, centralSpendable: fresh.centralSpendable + amount },
        now,
      );
      if (offerBonus(amount, freshTerms) !== bonus) throw ineligible('vipLevel');
      const applicationId = await insertApplication(tx, {
        userId,
        offer,
        platCode,
        transferAmount: amount,
        bonus,
        requiredTurnover,
        orderNo: transfer.orderNo,
        approved: false,
        idempotencyKey: req.idempotencyKey,
        requestHash: requestHash(req),
        now,
      });
      // A venue already locked refuses the application (venueAlreadyLocked), races included.
      await openVenueLock(tx, {
        userId,
        platCode,
        lockedAmount: amount + bonus,
        requiredTurnover,
        turnoverMultiple: terms.turnoverMultiple,
        applicationId,
        now,
      });
      await recordPendingReward(tx, {
        userId,
        source: 'offer',
        sourceRef: String(applicationId),
        title: offer.title,
        amount: bonus,
        ledgerTransferId: transfer.ledgerTransferId,
        now,
      });
    },
  });
}

/**
 * Applies for an offer's bonus (docs/product-rules.md#offers). Answers the application: approved,
 * or pending while the venue has not answered; a venue that refuses rejects it and the player reads
 * the venue's refusal. A retried request with the same key answers the same application and moves
 * nothing again (a pending one is pushed forward); the same key with another request is a conflict.
 */
export async function applyActivity(
  ctx: DomainContext,
  userId: number,
  req: ApplyRequest,
): Promise<ActivityApplication> {
  // The offer's minimum and maximum in the member's currency, like their money
  // (docs/product-rules.md#currency).
  const member = await memberFigures(ctx.db, userId);
  const offer = offerIn(await requireOffer(ctx.db, req.activityId), member.figure);
  // A player on a break applies for nothing, a retry of an earlier application included
  // (docs/product-rules.md#responsible-gambling).
  await refuseOnBreak(ctx.db, userId, ctx.now);
  const hash = requestHash(req);
  const byKey = async () => {
    const known = await applicationByKey(ctx.db, userId, req.idempotencyKey, ctx.lang);
    if (known && known.requestHash !== hash)
      throw new DomainError('conflict', 'idempotencyConflict');
    return known?.application ?? null;
  };
  const known = await byKey();
  if (known) {
    if (known.status === 'pending' && known.platCode) await pushPending(ctx, userId, known, req);
    return (await byKey())!;
  }
  try {
    if (offer.terms.requiresTransfer)
      await applyWithTransfer(ctx, userId, offer, req, member.currency);
    else await applyRebateBoost(ctx, userId, offer, req);
  } catch (error) {
    // The same key sent twice at once: the loser answers the winner's application.
    const raced = isPeriodRefusal(error) || pgErrorCode(error) === PG_UNIQUE_VIOLATION;
    const winner = raced ? await byKey() : null;
    if (winner) return winner;
    throw periodTaken(error, offer) ?? error;
  }
  const application = await byKey();
  if (!application) throw new Error(`application ${req.idempotencyKey} of user ${userId} vanished`);
  return application;
}

function isPeriodRefusal(error: unknown): boolean {
  return (
    error instanceof DomainError &&
    (error.messageKey === 'activityIneligible.alreadyApplied' ||
      error.messageKey === 'activityIneligible.appliedToday')
  );
}

/** A retry of an application whose venue has not answered sends the same transfer again. */
async function pushPending(
  ctx: DomainContext,
  userId: number,
  application: ActivityApplication,
  req: ApplyRequest,
): Promise<void> {
  await transferWithVenue(ctx, {
    userId,
    platCode: application.platCode!,
    direction: 'toVenue',
    amount: application.transferAmount + application.amount,
    bonus: application.amount,
    idempotencyKey: offerTransferKey(req.idempotencyKey),
  });
}
