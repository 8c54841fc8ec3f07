import { INHOUSE_PLAT_CODE, INHOUSE_TABLE_MAX_FEN } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { playerRefOf } from '../src/core/venues/provider';
import { VenueSimulator } from '../src/core/venues/simulator';
import { repairVenueTransfers, transferWithVenue } from '../src/core/venues/venueTransfers';
import { configProblems } from '../src/startupChecks';
import { useTestApp } from './support/testApp';

/**
 * The venue simulator's random faults for the simulation (docs/crash-test.md#simulation):
 * VENUE_FAULTS exists in APP_ENV=test only; a time-out leaves an applied transfer pending for
 * repair, a double answer moves the money once.
 */
const t = useTestApp();

describe('VENUE_FAULTS', () => {
  it('reads the rates, and refuses a malformed list', () => {
    expect(
      loadConfig({ APP_ENV: 'test', VENUE_FAULTS: 'timeout:0.05,duplicate:0.1' }).venueFaults,
    ).toEqual({ timeout: 0.05, duplicate: 0.1 });
    expect(loadConfig({ APP_ENV: 'test' }).venueFaults).toBeNull();
    expect(() => loadConfig({ APP_ENV: 'test', VENUE_FAULTS: 'crash:0.1' })).toThrow(
      /VENUE_FAULTS/,
    );
    expect(() => loadConfig({ APP_ENV: 'test', VENUE_FAULTS: 'timeout:2' })).toThrow(
      /VENUE_FAULTS/,
    );
  });

  it('is refused at start-up outside APP_ENV=test', () => {
    for (const APP_ENV of ['development', 'production'])
      expect(
        configProblems(loadConfig({ APP_ENV, VENUE_FAULTS: 'timeout:0.1' })).some((p) =>
          p.startsWith('VENUE_FAULTS'),
        ),
      ).toBe(true);
    expect(configProblems(loadConfig({ APP_ENV: 'test', VENUE_FAULTS: 'timeout:0.1' }))).toEqual(
      [],
    );
  });
});

describe('the simulator with random faults', () => {
  async function transfer(faults: { timeout: number; duplicate: number }) {
    const venues = new VenueSimulator(t.db, faults);
    const p = await t.registerPlayer();
    await creditCentralWallet(t.db, { userId: p.userId, amount: 5_000, reason: 'test' });
    const record = await transferWithVenue(
      { db: t.db, venues, log: t.app.log, now: new Date() },
      {
        userId: p.userId,
        platCode: 'STSLOT',
        direction: 'toVenue',
        amount: 3_000,
        idempotencyKey: 'fault-1',
      },
    );
    return { p, venues, record };
  }

  it('a time-out: the venue applied the transfer, ours waits pending, repair posts it once', async () => {
    const { p, venues, record } = await transfer({ timeout: 1, duplicate: 0 });
    expect(record.status).toBe('pending');
    expect(await venues.balance('STSLOT', playerRefOf(p.userId))).toBe(3_000);
    const calm = new VenueSimulator(t.db);
    const repaired = await repairVenueTransfers(
      { db: t.db, venues: calm, log: t.app.log },
      new Date(Date.now() + 60_000),
    );
    expect(repaired).toEqual({ posted: 1, voided: 0, stillPending: 0 });
    expect(await calm.balance('STSLOT', playerRefOf(p.userId))).toBe(3_000);
  });

  it('a double answer: the transfer is posted and the venue moved the money once', async () => {
    const { p, venues, record } = await transfer({ timeout: 0, duplicate: 1 });
    expect(record.status).toBe('posted');
    expect(await venues.balance('STSLOT', playerRefOf(p.userId))).toBe(3_000);
  });
});

describe('a bet staked with money whose transfer is still pending', () => {
  it('the feed completes the venue transfer and records the bet, rather than stalling', async () => {
    const p = await t.registerPlayer();
    await creditCentralWallet(t.db, { userId: p.userId, amount: 5_000, reason: 'test' });
    const lost = await transferWithVenue(
      {
        db: t.db,
        venues: new VenueSimulator(t.db, { timeout: 1, duplicate: 0 }),
        log: t.app.log,
        now: t.clock.now(),
      },
      {
        userId: p.userId,
        platCode: INHOUSE_PLAT_CODE,
        direction: 'toVenue',
        amount: 3_000,
        idempotencyKey: 'fault-house-1',
      },
    );
    expect(lost.status).toBe('pending');
    // The venue has the money, so rounds are played there; a lost round reaches our copy of the
    // venue wallet through the feed, and our copy holds nothing until the transfer completes.
    const venueBalance = () =>
      (t.app.venues as VenueSimulator).balance(INHOUSE_PLAT_CODE, playerRefOf(p.userId));
    // Our copy runs short once the venue balance falls under the 3,000 transferred. Each round
    // stakes all but 2,500 of it (within the table maximum), so the first lost round does that
    // whatever was won before it; a round is lost a little under half the time.
    let rounds = 0;
    while ((await venueBalance()) >= 3_000 && rounds < 200) {
      rounds += 1;
      const stake = Math.min((await venueBalance()) - 2_500, INHOUSE_TABLE_MAX_FEN.baccarat.player);
      const round = await t.call(
        'playBaccarat',
        { bets: { player: stake }, idempotencyKey: `fault-house-round-${rounds}` },
        { token: p.token },
      );
      expect(round.body.code).toBe(0);
    }
    expect(await venueBalance()).toBeLessThan(3_000);
    const { rows: records } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bet_records WHERE user_id = $1',
      [p.userId],
    );
    expect(records[0]!.n).toBe(rounds);
    const { rows: transfers } = await t.db.query<{ status: string }>(
      'SELECT status FROM venue_transfers WHERE user_id = $1',
      [p.userId],
    );
    expect(transfers).toEqual([{ status: 'posted' }]);
  });
});
