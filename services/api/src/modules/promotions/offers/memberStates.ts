import type { ActivityMemberState } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { memberFigures } from '../../../core/site';
import { offerIn, openOffers } from './activities';
import { offerIneligibility, offersAppliedInPeriod, playerFacts } from './eligibility';

/**
 * For every offer whose period is open: whether the member applied in its current period, may
 * apply, and the first reason why not (docs/product-rules.md#offers). The same rule as applying.
 */
export async function activityStates(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<ActivityMemberState[]> {
  // The member's central wallet is compared with the offers' figures in their currency.
  const { figure } = await memberFigures(db, userId);
  const offers = (await openOffers(db, now)).map((offer) => offerIn(offer, figure));
  const player = await playerFacts(db, userId, now);
  const applied = await offersAppliedInPeriod(db, userId, offers, now);
  return offers.map((offer) => {
    const appliedInPeriod = applied.has(offer.id);
    const reason = offerIneligibility(offer, { ...player, appliedInPeriod }, now);
    return { activityId: offer.id, applied: appliedInPeriod, eligible: reason === null, reason };
  });
}
