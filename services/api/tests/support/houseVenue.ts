import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { expect } from 'vitest';
import { pullBetFeed } from '../../src/domain/games/betFeed';
import { creditCentralWallet } from '../../src/domain/ledger/credit';
import type { VenueSimulator } from '../../src/domain/venues/simulator';
import type { TestApp } from './testApp';

/**
 * The in-house venue in API tests (docs/product-rules.md#games): players with money moved there,
 * attempt keys, the venue's simulator and a pull of its bet feed.
 */
export function houseVenue(t: TestApp) {
  let keys = 0;
  const simulator = () => t.app.venues as VenueSimulator;
  /** A fresh idempotency key (each test file counts its own). */
  const nextKey = () => `house-${String(++keys).padStart(6, '0')}`;
  return {
    simulator,
    nextKey,
    /** The platform pulls the venue's bet feed into its bet records. */
    pull: () => pullBetFeed({ db: t.db, venues: simulator(), log: t.app.log }, INHOUSE_PLAT_CODE),
    /** A new player with `amount` fen credited and moved into the in-house venue. */
    async playerAtHouse(amount: number) {
      const p = await t.registerPlayer();
      await creditCentralWallet(t.db, { userId: p.userId, amount, reason: 'test' });
      const moved = await t.call(
        'convertMoney',
        { platCode: INHOUSE_PLAT_CODE, direction: 'toVenue', amount, idempotencyKey: nextKey() },
        { token: p.token },
      );
      expect(moved.body.code).toBe(0);
      return p;
    },
  };
}
