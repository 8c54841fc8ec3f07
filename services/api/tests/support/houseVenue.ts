import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { expect } from 'vitest';
import { pullBetFeed } from '../../src/modules/games/betFeed';
import { creditCentralWallet } from '../../src/core/ledger/credit';
import { playerRefOf } from '../../src/core/venues/provider';
import type { VenueSimulator } from '../../src/core/venues/simulator';
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
    /** The venue balance as the app shows it (our books) and as the venue holds it (its books). */
    async venueBalances(p: { token: string; userId: number }) {
      const shown = await t.call(
        'getUserPlatBalance',
        { platCode: INHOUSE_PLAT_CODE },
        { token: p.token },
      );
      return {
        shown: shown.body.balance as number,
        provider: await simulator().balance(INHOUSE_PLAT_CODE, playerRefOf(p.userId)),
      };
    },
    /** How many rounds the player has played at the venue. */
    async roundCount(userId: number): Promise<number> {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM venue_sim_inhouse_rounds WHERE player_ref = $1',
        [playerRefOf(userId)],
      );
      return rows[0]!.n;
    },
    /** The venue wallet's movements of a round: one stake debit and at most one return credit. */
    async movements(roundId: string) {
      const { rows } = await t.db.query<{ ref: string; amount: number }>(
        `SELECT transfer_ref AS ref, amount::int AS amount FROM venue_sim_transfers
         WHERE plat_code = $1 AND transfer_ref LIKE $2 ORDER BY transfer_ref`,
        [INHOUSE_PLAT_CODE, `R${roundId}:%`],
      );
      return rows.map((r) => [r.ref, r.amount]);
    },
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
