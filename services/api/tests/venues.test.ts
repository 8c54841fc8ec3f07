import { transferAmountSchema } from '@platform/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import type { VenueSimulator } from '../src/core/venues/simulator';
import { playerRefOf } from '../src/core/venues/provider';
import { repairVenueTransfers } from '../src/core/venues/venueTransfers';
import { ruleMessage } from './support/ruleMessage';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const simulator = () => t.app.venues as VenueSimulator;
const repair = () =>
  repairVenueTransfers(
    { db: t.db, venues: simulator(), log: t.app.log },
    new Date(Date.now() + 60_000),
  );

async function fundedPlayer(amount: number) {
  const player = await t.registerPlayer();
  if (amount > 0)
    await creditCentralWallet(t.db, { userId: player.userId, amount, reason: 'test' });
  return player;
}

let keys = 0;
function convert(
  token: string,
  platCode: string,
  direction: 'toVenue' | 'toCentral',
  amount: number,
  idempotencyKey = `key-${String(++keys).padStart(6, '0')}`,
  lang?: number,
) {
  return t.call('convertMoney', { platCode, direction, amount, idempotencyKey }, { token, lang });
}

async function balances(token: string) {
  const info = await t.call('getUserTransInfo', {}, { token });
  const venues = await t.call('getTransWalletBalanceInfo', {}, { token });
  const list = venues.body.venueBalanceList as { platCode: string; balance: number }[];
  return {
    central: (info.body.userBalanceMap as { centralWallet: number }).centralWallet,
    venue: (code: string) => list.find((v) => v.platCode === code)!.balance,
  };
}

describe('central wallet ↔ venue transfers', () => {
  it('moves money to a venue and back; the provider holds exactly what the ledger says', async () => {
    const p = await fundedPlayer(10_000);
    const there = await convert(p.token, 'STSLOT', 'toVenue', 3_000);
    expect(there.body).toMatchObject({ code: 0, status: 'posted', venueBalance: 3_000 });
    expect(there.body.userBalanceMap).toMatchObject({ centralWallet: 7_000 });
    expect(await simulator().balance('STSLOT', playerRefOf(p.userId))).toBe(3_000);

    const back = await convert(p.token, 'STSLOT', 'toCentral', 1_000);
    expect(back.body).toMatchObject({ code: 0, venueBalance: 2_000 });
    const now = await balances(p.token);
    expect(now.central).toBe(8_000);
    expect(now.venue('STSLOT')).toBe(2_000);
    expect(await simulator().balance('STSLOT', playerRefOf(p.userId))).toBe(2_000);
  });

  it("refuses more than the source holds by the transfer form's rule, in the player language, and moves nothing", async () => {
    const p = await fundedPlayer(1_000);
    const answer = await t.call(
      'convertMoney',
      { platCode: 'STLIVE', direction: 'toVenue', amount: 1_001, idempotencyKey: 'too-much-1' },
      { token: p.token, lang: 3 },
    );
    expect(answer.body).toMatchObject({ code: 1000 });
    expect(answer.body.msg).toMatch(/cannot exceed the source wallet balance/);
    expect(answer.body.msg).toBe(ruleMessage('en', transferAmountSchema(1_000), 1_001));
    const zh = await convert(p.token, 'STLIVE', 'toVenue', 1_001, 'too-much-2', 1);
    expect(zh.body).toEqual({ code: 1000, msg: '金额不能超过转出钱包余额' });
    expect((await balances(p.token)).central).toBe(1_000);
    const out = await convert(p.token, 'STLIVE', 'toCentral', 1, 'too-much-3', 4);
    expect(out.body.code).not.toBe(0);
    expect(out.body.msg).toBe(ruleMessage('th', transferAmountSchema(0), 1));
    const { rows } = await t.db.query<{ orders: number; held: number }>(
      `SELECT (SELECT count(*)::int FROM venue_transfers WHERE user_id = $1) AS orders,
              (SELECT coalesce(sum(held), 0)::int FROM ledger_accounts WHERE owner_user_id = $1) AS held`,
      [p.userId],
    );
    expect(rows[0]).toEqual({ orders: 0, held: 0 });
  });

  it('a retried request moves money once; the same key with another amount is a conflict', async () => {
    const p = await fundedPlayer(5_000);
    const first = await convert(p.token, 'STCHESS', 'toVenue', 1_000, 'retry-me-1');
    const again = await convert(p.token, 'STCHESS', 'toVenue', 1_000, 'retry-me-1');
    expect(again.body.orderNo).toBe(first.body.orderNo);
    expect((await balances(p.token)).central).toBe(4_000);
    const other = await convert(p.token, 'STCHESS', 'toVenue', 2_000, 'retry-me-1');
    expect(other.body.code).toBe(409);
    expect((await balances(p.token)).central).toBe(4_000);
  });

  it('a venue under maintenance refuses transfers', async () => {
    const p = await fundedPlayer(5_000);
    await t.db.query("UPDATE venue_platforms SET maintenance = true WHERE plat_code = 'STLOTTO'");
    try {
      const answer = await t.call(
        'convertMoney',
        { platCode: 'STLOTTO', direction: 'toVenue', amount: 1_000, idempotencyKey: 'maint-0001' },
        { token: p.token, lang: 3 },
      );
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.msg).toMatch(/maintenance/i);
      expect((await balances(p.token)).central).toBe(5_000);
    } finally {
      await t.db.query(
        "UPDATE venue_platforms SET maintenance = false WHERE plat_code = 'STLOTTO'",
      );
    }
  });
});

describe('two-phase transfers and repair', () => {
  it('no answer from the venue leaves the transfer pending with the money held; repair completes it', async () => {
    const p = await fundedPlayer(5_000);
    simulator().injectFaults('lostRequest');
    const answer = await convert(p.token, 'STESPORT', 'toVenue', 2_000);
    expect(answer.body).toMatchObject({ code: 0, status: 'pending' });
    expect((await balances(p.token)).central).toBe(3_000);
    expect((await balances(p.token)).venue('STESPORT')).toBe(0);

    const repaired = await repair();
    expect(repaired).toEqual({ posted: 1, voided: 0, stillPending: 0 });
    expect((await balances(p.token)).venue('STESPORT')).toBe(2_000);
    expect(await simulator().balance('STESPORT', playerRefOf(p.userId))).toBe(2_000);
  });

  it('an applied transfer whose answer was lost is not applied twice by repair', async () => {
    const p = await fundedPlayer(5_000);
    await convert(p.token, 'STSPORT', 'toVenue', 4_000);
    simulator().injectFaults('lostResponse');
    const answer = await convert(p.token, 'STSPORT', 'toCentral', 4_000);
    expect(answer.body).toMatchObject({ code: 0, status: 'pending' });
    await repair();
    const after = await balances(p.token);
    expect(after.central).toBe(5_000);
    expect(after.venue('STSPORT')).toBe(0);
    expect(await simulator().balance('STSPORT', playerRefOf(p.userId))).toBe(0);
  });

  it('a bug in the provider call is logged with the order, and the transfer waits for repair', async () => {
    const logLines: string[] = [];
    await t.rebuild({ config: { logLevel: 'error' }, logLines });
    const p = await fundedPlayer(5_000);
    simulator().injectFaults('lostRequest');
    const unanswered = await convert(p.token, 'STLIVE', 'toVenue', 1_000);
    expect(unanswered.body).toMatchObject({ code: 0, status: 'pending' });
    expect(logLines).toEqual([]);

    vi.spyOn(simulator(), 'deposit').mockRejectedValueOnce(
      new TypeError("Cannot read properties of undefined (reading 'applied')"),
    );
    const answer = await convert(p.token, 'STSLOT', 'toVenue', 2_000);
    expect(answer.body).toMatchObject({ code: 0, status: 'pending' });
    expect(logLines).toHaveLength(1);
    const logged = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(logged).toMatchObject({
      level: 50,
      orderNo: answer.body.orderNo,
      userId: p.userId,
      platCode: 'STSLOT',
      direction: 'toVenue',
      amount: 2_000,
      err: { type: 'TypeError', message: expect.stringContaining('applied') },
    });
    expect((await balances(p.token)).central).toBe(2_000);

    expect(await repair()).toEqual({ posted: 2, voided: 0, stillPending: 0 });
    expect((await balances(p.token)).venue('STSLOT')).toBe(2_000);
    expect(await simulator().balance('STSLOT', playerRefOf(p.userId))).toBe(2_000);
  });

  it('200 concurrent transfers out of one 100-yuan wallet never overdraw it and add up exactly', async () => {
    const p = await fundedPlayer(10_000);
    const venues = ['STSPORT', 'STLIVE', 'STCHESS', 'STESPORT', 'STLOTTO', 'STSLOT'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        convert(p.token, venues[i % venues.length]!, 'toVenue', 70),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 0).length;
    expect(ok).toBe(Math.floor(10_000 / 70));
    const after = await balances(p.token);
    expect(after.central).toBe(10_000 - ok * 70);
    let inVenues = 0;
    for (const v of venues) {
      expect(await simulator().balance(v, playerRefOf(p.userId))).toBe(after.venue(v));
      inVenues += after.venue(v);
    }
    expect(after.central + inVenues).toBe(10_000);
  });
});

describe('one-key recovery, venue locks and auto-transfer', () => {
  it('one-key recovery pulls every venue into the central wallet, skipping maintenance', async () => {
    const p = await fundedPlayer(9_000);
    await convert(p.token, 'STSPORT', 'toVenue', 1_000);
    await convert(p.token, 'STLIVE', 'toVenue', 2_000);
    await convert(p.token, 'STSLOT', 'toVenue', 3_000);
    await t.db.query("UPDATE venue_platforms SET maintenance = true WHERE plat_code = 'STSLOT'");
    try {
      const answer = await t.call('oneTouchTransfer', {}, { token: p.token });
      expect(answer.body).toMatchObject({
        code: 0,
        recoveredAmount: 3_000,
        skippedPlatCodes: ['STSLOT'],
      });
      expect(answer.body.userBalanceMap).toMatchObject({ centralWallet: 6_000 });
    } finally {
      await t.db.query("UPDATE venue_platforms SET maintenance = false WHERE plat_code = 'STSLOT'");
    }
  });

  it('a locked venue keeps its balance until the lock can be released, then any transfer releases it', async () => {
    const p = await fundedPlayer(10_000);
    await convert(p.token, 'STLIVE', 'toVenue', 6_000);
    await t.db.query(
      `INSERT INTO venue_locks (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, locked_at)
       VALUES ($1, 'STLIVE', 6000, 72000, 12, now())`,
      [p.userId],
    );
    const info = await t.call('getUserTransInfo', {}, { token: p.token });
    expect(info.body.venueLockList).toMatchObject([
      { platCode: 'STLIVE', requiredTurnover: 72_000 },
    ]);
    const refused = await convert(p.token, 'STLIVE', 'toCentral', 100, 'locked-01');
    expect(refused.body.code).not.toBe(0);
    expect((await balances(p.token)).venue('STLIVE')).toBe(6_000);

    await t.db.query('UPDATE venue_locks SET completed_turnover = 72000 WHERE user_id = $1', [
      p.userId,
    ]);
    const released = await convert(p.token, 'STLIVE', 'toCentral', 100, 'locked-02');
    expect(released.body.code).toBe(0);
    const later = await t.call('getUserTransInfo', {}, { token: p.token });
    expect(later.body.venueLockList).toEqual([]);
  });

  it('auto-transfer is switched on and off', async () => {
    const p = await fundedPlayer(0);
    expect((await t.call('getUserTransInfo', {}, { token: p.token })).body.autoTransfer).toBe(
      false,
    );
    await t.call('changeWalletType', { autoTransfer: true }, { token: p.token });
    expect((await t.call('getUserTransInfo', {}, { token: p.token })).body.autoTransfer).toBe(true);
    await t.call('changeWalletType', { autoTransfer: false }, { token: p.token });
    expect((await t.call('getUserTransInfo', {}, { token: p.token })).body.autoTransfer).toBe(
      false,
    );
  });
});
