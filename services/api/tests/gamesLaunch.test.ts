import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { playerRefOf } from '../src/core/venues/provider';
import type { VenueSimulator } from '../src/core/venues/simulator';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const simulator = () => t.app.venues as VenueSimulator;

async function player(central: number, autoTransfer: boolean) {
  const p = await t.registerPlayer();
  if (central > 0)
    await creditCentralWallet(t.db, { userId: p.userId, amount: central, reason: 'test' });
  if (autoTransfer) await t.call('changeWalletType', { autoTransfer: true }, { token: p.token });
  return p;
}

async function wallets(userId: number) {
  const { rows } = await t.db.query<{ kind: string; venue_code: string | null; balance: number }>(
    `SELECT kind, venue_code, (balance - held)::int AS balance FROM ledger_accounts
     WHERE owner_user_id = $1`,
    [userId],
  );
  return {
    central: rows.find((r) => r.kind === 'central')!.balance,
    venue: (code: string) =>
      rows.find((r) => r.kind === 'venue' && r.venue_code === code)?.balance ?? 0,
  };
}

async function ledgerSum(): Promise<number> {
  const { rows } = await t.db.query<{ total: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS total FROM ledger_entries',
  );
  return rows[0]!.total;
}

describe('launching a game', () => {
  it('opens an in-house game on the play page of the route table, named in the request language', async () => {
    const p = await player(0, false);
    const answer = await t.call(
      'getGameUrl',
      { platCode: 'STHOUSE', gameCode: 'baccarat' },
      { token: p.token, lang: 1 },
    );
    expect(answer.body).toMatchObject({
      code: 0,
      kind: 'inhouse',
      game: 'baccarat',
      gameName: '星辰百家乐',
      gameUrl: routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'baccarat' }),
      openMode: null,
      transferredAmount: 0,
    });
  });

  it("opens a simulated provider's launch page, which names the game in the player's language", async () => {
    const p = await player(0, false);
    const answer = await t.call(
      'getGameUrl',
      { platCode: 'STSLOT', gameCode: 'slot0001' },
      {
        token: p.token,
        lang: 1,
      },
    );
    expect(answer.body).toMatchObject({ code: 0, kind: 'thirdParty', openMode: 'h5' });
    const page = await t.app.inject({ method: 'GET', url: answer.body.gameUrl as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const zhName = (
      await t.db.query<{ name: string }>(
        "SELECT names->>'zh' AS name FROM games WHERE plat_code = 'STSLOT' AND game_code = 'slot0001'",
      )
    ).rows[0]!.name;
    expect(page.body).toContain(`${zhName} 已在 星辰电子 打开`);
    // Its language in BCP 47, as a screen reader needs it (docs/accessibility.md#names-and-landmarks).
    expect(page.body).toContain('<html lang="zh-CN">');
    const burmese = await t.app.inject({
      method: 'GET',
      url: (answer.body.gameUrl as string).replace('lang=zh', 'lang=md'),
    });
    expect(burmese.body).toContain('<html lang="my">');
  });

  it('a venue or a game under maintenance cannot be entered, and nothing moves', async () => {
    const p = await player(5_000, true);
    await t.db.query("UPDATE venue_platforms SET maintenance = true WHERE plat_code = 'STSLOT'");
    try {
      const answer = await t.call(
        'getGameUrl',
        { platCode: 'STSLOT', gameCode: 'slot0001' },
        {
          token: p.token,
          lang: 3,
        },
      );
      expect(answer.body).toMatchObject({
        code: 1000,
        msg: 'This venue is under maintenance and cannot be entered, please try later',
      });
    } finally {
      await t.db.query("UPDATE venue_platforms SET maintenance = false WHERE plat_code = 'STSLOT'");
    }
    await t.db.query(
      "UPDATE games SET status = 'maintenance' WHERE plat_code = 'STSLOT' AND game_code = 'slot0001'",
    );
    try {
      const answer = await t.call(
        'getGameUrl',
        { platCode: 'STSLOT', gameCode: 'slot0001' },
        {
          token: p.token,
          lang: 3,
        },
      );
      expect(answer.body.msg).toMatch(/game is under maintenance/);
    } finally {
      await t.db.query(
        "UPDATE games SET status = 'active' WHERE plat_code = 'STSLOT' AND game_code = 'slot0001'",
      );
    }
    expect((await wallets(p.userId)).central).toBe(5_000);
  });

  it('in auto-transfer mode the central balance follows the player into the venue exactly once', async () => {
    const p = await player(12_345, true);
    const launches = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('getGameUrl', { platCode: 'STHOUSE', gameCode: 'roulette' }, { token: p.token }),
      ),
    );
    expect(launches.every((a) => a.body.code === 0)).toBe(true);
    const moved = launches.map((a) => a.body.transferredAmount as number);
    expect(moved.reduce((s, n) => s + n, 0)).toBe(12_345);
    const after = await wallets(p.userId);
    expect(after.central).toBe(0);
    expect(after.venue('STHOUSE')).toBe(12_345);
    expect(await simulator().balance('STHOUSE', playerRefOf(p.userId))).toBe(12_345);
    const again = await t.call(
      'getGameUrl',
      { platCode: 'STHOUSE', gameCode: 'roulette' },
      {
        token: p.token,
      },
    );
    expect(again.body.transferredAmount).toBe(0);
    expect(await ledgerSum()).toBe(0);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM venue_transfers WHERE user_id = $1 AND status = 'posted'",
      [p.userId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('without auto-transfer a launch moves nothing', async () => {
    const p = await player(3_000, false);
    const answer = await t.call('getGameUrl', { platCode: 'STLIVE' }, { token: p.token });
    expect(answer.body).toMatchObject({ code: 0, kind: 'thirdParty', game: null });
    expect((await wallets(p.userId)).central).toBe(3_000);
  });

  it('entering a locked venue in auto-transfer mode releases the lock only when its rule allows', async () => {
    const p = await player(0, true);
    const lock = (completed: number) =>
      t.db.query(
        `INSERT INTO venue_locks (user_id, plat_code, locked_amount, required_turnover, turnover_multiple, completed_turnover, locked_at)
         VALUES ($1, 'STLIVE', 6000, 72000, 12, $2, now())`,
        [p.userId, completed],
      );
    const open = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM venue_locks WHERE user_id = $1 AND released_at IS NULL',
          [p.userId],
        )
      ).rows[0]!.n;
    // Turnover not met, but the venue balance is under 5 yuan with no bet open: released.
    await lock(0);
    await t.call('getGameUrl', { platCode: 'STLIVE' }, { token: p.token });
    expect(await open()).toBe(0);

    // A balance of 5 yuan or more and the turnover still to go: the lock stays.
    await creditCentralWallet(t.db, { userId: p.userId, amount: 1_000, reason: 'test' });
    await t.call('getGameUrl', { platCode: 'STLIVE' }, { token: p.token });
    expect((await wallets(p.userId)).venue('STLIVE')).toBe(1_000);
    await lock(10_000);
    await t.call('getGameUrl', { platCode: 'STLIVE' }, { token: p.token });
    expect(await open()).toBe(1);
    await t.db.query('UPDATE venue_locks SET completed_turnover = 72000 WHERE user_id = $1', [
      p.userId,
    ]);
    await t.call('getGameUrl', { platCode: 'STLIVE' }, { token: p.token });
    expect(await open()).toBe(0);
  });

  it('an unknown game is refused', async () => {
    const p = await player(0, false);
    const answer = await t.call(
      'getGameUrl',
      { platCode: 'STHOUSE', gameCode: 'craps' },
      {
        token: p.token,
      },
    );
    expect(answer.body.code).toBe(404);
  });
});
