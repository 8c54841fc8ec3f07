import type { ActivitySeed } from '../../src/seeds/activities';
import type { Translated } from '../../src/core/text/translated';
import { seedActivities } from '../../src/seeds/seedActivities';
import type { Database } from '../../src/db/database';

/** Words for a test offer: Chinese for zh/hk, English for every other language. */
export const words = (en: string, zh: string): Translated => ({
  zh,
  hk: zh,
  en,
  th: en,
  vn: en,
  pg: en,
  fp: en,
  md: en,
});

/** A test offer (ids from 9001, apart from the seeded ones), open all of 2026 by default. */
export function testOffer(
  change: Partial<ActivitySeed> & Pick<ActivitySeed, 'id' | 'kind'>,
): ActivitySeed {
  return {
    classification: 'limitedTime',
    sort: 900,
    title: words(`Offer ${change.id}`, `优惠${change.id}`),
    summary: words(`Summary ${change.id}`, `摘要${change.id}`),
    content: words(`<p>Rules ${change.id}</p>`, `<p>规则${change.id}</p>`),
    bannerUrl: null,
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-12-31T16:00:00Z',
    platCodes: ['STSLOT', 'STLIVE'],
    frequency: 'once',
    minTransfer: 10_000,
    bonusRatioBp: 5_000,
    maxBonus: 20_000,
    turnoverMultiple: 12,
    timeLimitHours: null,
    minVipLevel: null,
    excludesAgents: true,
    requiresTransfer: change.kind !== 'rebateBoost',
    termsByVipLevel: null,
    ...change,
  };
}

/** Stores the test offers (upserted by id; offers are reference data and survive a reset). */
export function putOffers(db: Database, offers: readonly ActivitySeed[]): Promise<void> {
  return db.transaction((tx) => seedActivities(tx, offers));
}
