import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import type { VenueSimulator } from '../src/core/venues/simulator';
import { repairVenueTransfers } from '../src/core/venues/venueTransfers';
import { useTestApp } from './support/testApp';

const t = useTestApp();

async function fundedPlayer(amount: number) {
  const player = await t.registerPlayer();
  await creditCentralWallet(t.db, { userId: player.userId, amount, reason: 'test' });
  return player;
}

async function balanceMap(token: string) {
  const answer = await t.call('getUserBalance', {}, { token });
  return answer.body.userBalanceMap as { total: number; unknownVenues: string[] };
}

function toVenue(token: string, platCode: string, amount: number, idempotencyKey: string) {
  return t.call(
    'convertMoney',
    { platCode, direction: 'toVenue', amount, idempotencyKey },
    { token },
  );
}

describe('total balance (docs/product-rules.md#transfers)', () => {
  it('is unchanged by a transfer from the central wallet to a venue', async () => {
    const p = await fundedPlayer(50_000);
    expect(await balanceMap(p.token)).toMatchObject({ total: 50_000, unknownVenues: [] });
    const moved = await toVenue(p.token, 'STSLOT', 20_000, 'total-0001');
    expect(moved.body).toMatchObject({
      code: 0,
      userBalanceMap: { centralWallet: 30_000, total: 50_000, unknownVenues: [] },
    });
    expect(await balanceMap(p.token)).toEqual({
      centralWallet: 30_000,
      lockWallet: 0,
      welfareWallet: 0,
      total: 50_000,
      unknownVenues: [],
    });
  });

  it('names a venue under maintenance and leaves its balance out', async () => {
    const p = await fundedPlayer(50_000);
    await toVenue(p.token, 'STCHESS', 20_000, 'total-0002');
    await t.db.query("UPDATE venue_platforms SET maintenance = true WHERE plat_code = 'STCHESS'");
    try {
      expect(await balanceMap(p.token)).toMatchObject({
        total: 30_000,
        unknownVenues: ['STCHESS'],
      });
      const info = await t.call('getUserTransInfo', {}, { token: p.token });
      expect(info.body.userBalanceMap).toMatchObject({ total: 30_000, unknownVenues: ['STCHESS'] });
    } finally {
      await t.db.query(
        "UPDATE venue_platforms SET maintenance = false WHERE plat_code = 'STCHESS'",
      );
    }
    expect(await balanceMap(p.token)).toMatchObject({ total: 50_000, unknownVenues: [] });
  });

  it('names a venue whose provider has not answered a transfer, until repair settles it', async () => {
    const p = await fundedPlayer(50_000);
    (t.app.venues as VenueSimulator).injectFaults('lostRequest');
    const pending = await toVenue(p.token, 'STESPORT', 20_000, 'total-0003');
    expect(pending.body).toMatchObject({
      code: 0,
      status: 'pending',
      userBalanceMap: { centralWallet: 30_000, total: 30_000, unknownVenues: ['STESPORT'] },
    });
    const simulator = t.app.venues as VenueSimulator;
    await repairVenueTransfers(
      { db: t.db, venues: simulator, log: t.app.log },
      new Date(Date.now() + 60_000),
    );
    expect(await balanceMap(p.token)).toMatchObject({ total: 50_000, unknownVenues: [] });
  });

  it('shows the money in a locked venue as the lock wallet, counted once in the total', async () => {
    const p = await fundedPlayer(50_000);
    await toVenue(p.token, 'STSLOT', 20_000, 'total-0004');
    await toVenue(p.token, 'STLIVE', 5_000, 'total-0005');
    await t.db.query(
      `INSERT INTO venue_locks (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, locked_at)
       VALUES ($1, 'STSLOT', 20000, 240000, 12, $2)`,
      [p.userId, t.clock.now()],
    );
    expect(await balanceMap(p.token)).toEqual({
      centralWallet: 25_000,
      lockWallet: 20_000,
      welfareWallet: 0,
      total: 50_000,
      unknownVenues: [],
    });
    await t.db.query("UPDATE venue_platforms SET maintenance = true WHERE plat_code = 'STSLOT'");
    try {
      expect(await balanceMap(p.token)).toMatchObject({
        lockWallet: 0,
        total: 30_000,
        unknownVenues: ['STSLOT'],
      });
    } finally {
      await t.db.query("UPDATE venue_platforms SET maintenance = false WHERE plat_code = 'STSLOT'");
    }
    await t.db.query('UPDATE venue_locks SET released_at = $2 WHERE user_id = $1', [
      p.userId,
      t.clock.now(),
    ]);
    expect(await balanceMap(p.token)).toMatchObject({ lockWallet: 0, total: 50_000 });
  });
});
