import { endpoints, type EndpointName } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { SESSION_CACHE_MAX_AGE_MS, SessionCache } from '../src/core/auth/sessionCache';
import { DEFAULT_SESSION_POLICY } from '../src/core/auth/sessionPolicy';
import { DomainError } from '../src/core/errors';
import {
  CACHED_SESSION_READS,
  ReadOnlyViolation,
  readOnlyDatabase,
  sessionCheckedDatabase,
} from '../src/http/memberDatabase';
import { inject, useTestApp } from './support/testApp';

const t = useTestApp();

/** Ends a session in the database alone, as if the notification from the revoking process were lost. */
async function revokeSilently(token: string): Promise<void> {
  const { rowCount } = await t.db.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token, t.clock.now()],
  );
  expect(rowCount).toBe(1);
}

const balance = (token: string) => t.call('getUserBalance', {}, { token });

describe('the session cache for reads', () => {
  it('lets a silently revoked token read for at most the maximum age, then refuses it', async () => {
    const player = await t.registerPlayer();
    expect((await balance(player.token)).body.code).toBe(0);
    await revokeSilently(player.token);

    t.clock.advance(SESSION_CACHE_MAX_AGE_MS - 1);
    expect((await balance(player.token)).body.code).toBe(0);
    t.clock.advance(1);
    expect((await balance(player.token)).body.code).toBe(401);
  });

  it('refuses a logged-out token at once in the process that logged it out', async () => {
    const player = await t.registerPlayer();
    expect((await balance(player.token)).body.code).toBe(0);
    expect((await t.call('logout', {}, { token: player.token })).body.code).toBe(0);
    expect((await balance(player.token)).body.code).toBe(401);
  });

  it('refuses it in another process as soon as that process hears the batched notification', async () => {
    const player = await t.registerPlayer();
    const other = await buildApp({ db: t.db, config: testConfig(), clock: t.clock });
    try {
      const otherBalance = () =>
        inject(other, 'getUserBalance', {}, { token: player.token }).then((a) => a.body.code);
      expect(await otherBalance()).toBe(0);
      expect((await t.call('logout', {}, { token: player.token })).body.code).toBe(0);
      await t.app.events.flush();
      await expect.poll(otherBalance, { timeout: 5_000 }).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('ends the other sessions when the password changes, for their reads too', async () => {
    const player = await t.registerPlayer();
    const login = await t.call('login', {
      username: player.username,
      password: player.password,
      ...(await t.captcha()),
    });
    const second = String(login.body.token);
    expect((await balance(second)).body.code).toBe(0);
    const changed = await t.call(
      'modifyPassword',
      { oldPassword: player.password, password: 'Newpass123', confirmPassword: 'Newpass123' },
      { token: player.token },
    );
    expect(changed.body.code).toBe(0);
    expect((await balance(second)).body.code).toBe(401);
    expect((await balance(player.token)).body.code).toBe(0);
  });
});

describe('no write uses the session cache', () => {
  it('refuses a write on a silently revoked token while reads still come from the cache', async () => {
    const player = await t.registerPlayer();
    expect((await balance(player.token)).body.code).toBe(0);
    await revokeSilently(player.token);
    expect((await balance(player.token)).body.code).toBe(0);
    const write = await t.call(
      'changeLanguageAndCurrency',
      { langType: 3, currency: 'CNY' },
      { token: player.token },
    );
    expect(write.body.code).toBe(401);
  });

  it('caches only member queries: no mutation is on the list', () => {
    for (const name of CACHED_SESSION_READS) {
      const def = endpoints[name];
      expect({ name, access: def.access, kind: def.kind }).toEqual({
        name,
        access: 'member',
        kind: 'query',
      });
    }
  });

  it('runs every cached read on a database that refuses writes, and none fails on it', async () => {
    const player = await t.registerPlayer();
    const inputs: Partial<Record<EndpointName, Record<string, unknown>>> = {
      getBetRecord: { pageNum: 1, pageSize: 10 },
      getTransactionRecordInfo: { orderNo: 'D0000000000000000' },
    };
    for (const name of CACHED_SESSION_READS) {
      // An unknown order answers 404; a read that wrote would fail with a 500.
      const answer = await t.call(name, inputs[name] ?? {}, { token: player.token });
      expect({ name, failed: answer.status >= 500 }).toEqual({ name, failed: false });
    }
  });

  it('the read-only database refuses statements that write', async () => {
    const db = readOnlyDatabase(t.db);
    expect(() => db.query('UPDATE users SET updated_at = now()')).toThrow(ReadOnlyViolation);
    expect(() => db.query("SELECT pg_notify('x', 'y')")).toThrow(ReadOnlyViolation);
    await expect(db.transaction((tx) => tx.query('DELETE FROM sessions'))).rejects.toThrow(
      ReadOnlyViolation,
    );
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
  });

  it("a write's first transaction checks the session inside it: revoked after authentication, nothing is written", async () => {
    const player = await t.registerPlayer();
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE user_id = $1',
      [player.userId],
    );
    const db = sessionCheckedDatabase(t.db, rows[0]!.id, t.clock.now(), DEFAULT_SESSION_POLICY);
    await revokeSilently(player.token);
    let ran = false;
    await expect(
      db.transaction(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(DomainError);
    expect(ran).toBe(false);
  });
});

describe('SessionCache', () => {
  const member = (id: number) => ({ user: { id } as never, sessionId: id * 10 });

  it('forgets every token of a member at once, and only theirs', () => {
    const cache = new SessionCache(1_000);
    cache.remember('a1', member(1), 0, cache.stamp());
    cache.remember('a2', member(1), 0, cache.stamp());
    cache.remember('b1', member(2), 0, cache.stamp());
    cache.forgetUser(1);
    expect([cache.get('a1', 1), cache.get('a2', 1), cache.get('b1', 1)?.sessionId]).toEqual([
      undefined,
      undefined,
      20,
    ]);
  });

  it('does not keep an answer looked up before the member was forgotten', () => {
    const cache = new SessionCache(1_000);
    const stamp = cache.stamp();
    cache.forgetUser(1);
    cache.remember('a1', member(1), 0, stamp);
    expect(cache.get('a1', 1)).toBeUndefined();
  });

  it('drops everything on clear, and the oldest entry when full', () => {
    const cache = new SessionCache(1_000, 2);
    cache.remember('a', member(1), 0, cache.stamp());
    cache.remember('b', member(2), 0, cache.stamp());
    cache.remember('c', member(3), 0, cache.stamp());
    expect([cache.get('a', 1), cache.get('c', 1)?.sessionId]).toEqual([undefined, 30]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
