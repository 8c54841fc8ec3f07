import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { memberForToken } from '../src/core/auth/sessions';
import { DEFAULT_SESSION_POLICY } from '../src/core/auth/sessionPolicy';
import { useTestApp } from './support/testApp';

/**
 * Sessions as a bank keeps them (docs/decisions-api.md#session-lifetimes): 30 minutes without a
 * call end one, 12 hours after the login end it whatever its use; either answers 401, as a logout
 * does, and the app goes to the login page as it does for any 401.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EN = 3;
const LOGGED_OUT = { status: 401, body: { code: 401, msg: 'Please log in first' } };

describe('session lifetimes', () => {
  const t = useTestApp({ config: { sessionPolicy: DEFAULT_SESSION_POLICY } });

  async function lastSeen(userId: number): Promise<string> {
    const { rows } = await t.db.query<{ last_seen_at: Date }>(
      'SELECT last_seen_at FROM sessions WHERE user_id = $1',
      [userId],
    );
    return rows[0]!.last_seen_at.toISOString();
  }

  it('30 minutes without a call end the session, for reads, cached reads and writes alike', async () => {
    const player = await t.registerPlayer();
    t.clock.advance(30 * MINUTE - 1);
    expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(0);

    t.clock.advance(30 * MINUTE);
    for (const name of ['getUserInfo', 'getUserBalance', 'modifyUserInfo'] as const) {
      expect(await t.call(name, {}, { token: player.token, lang: EN })).toEqual(LOGGED_OUT);
    }
  });

  it('calls keep it alive, refreshing its last use at most once a minute', async () => {
    const player = await t.registerPlayer();
    const loggedIn = t.clock.now().toISOString();
    t.clock.advance(59_000);
    await t.call('getUserInfo', {}, { token: player.token });
    expect(await lastSeen(player.userId)).toBe(loggedIn);

    t.clock.advance(1_000);
    await t.call('getUserInfo', {}, { token: player.token });
    const refreshed = t.clock.now().toISOString();
    expect(await lastSeen(player.userId)).toBe(refreshed);

    // A call every 20 minutes keeps it going well past 30 minutes after the login.
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(20 * MINUTE);
      expect((await t.call('getUserBalance', {}, { token: player.token })).body.code).toBe(0);
    }
  });

  it('12 hours after the login it ends however busy, the session cache included', async () => {
    const player = await t.registerPlayer();
    for (let at = 20 * MINUTE; at < 12 * HOUR; at += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await t.call('getUserInfo', {}, { token: player.token })).body.code).toBe(0);
    }
    // 15 seconds before the end, a cached read remembers the session...
    t.clock.set(new Date(t.clock.now().getTime() + 20 * MINUTE - 15_000));
    expect((await t.call('getUserBalance', {}, { token: player.token })).body.code).toBe(0);
    // ...but never answers from memory past its end, though the entry is younger than 30 s.
    t.clock.advance(15_000);
    expect(await t.call('getUserBalance', {}, { token: player.token, lang: EN })).toEqual(
      LOGGED_OUT,
    );
    expect((await t.call('getUserInfo', {}, { token: player.token })).status).toBe(401);

    const again = await t.call('login', {
      username: player.username,
      password: player.password,
      ...(await t.captcha()),
    });
    expect(again.body.code).toBe(0);
  });

  it("the event stream's re-check is no use of the session: it does not refresh the last use", async () => {
    const player = await t.registerPlayer();
    const loggedIn = t.clock.now().toISOString();
    t.clock.advance(10 * MINUTE);
    const member = await memberForToken(t.db, player.token, t.clock.now(), DEFAULT_SESSION_POLICY, {
      touch: false,
    });
    expect(member?.user.id).toBe(player.userId);
    expect(await lastSeen(player.userId)).toBe(loggedIn);
    t.clock.advance(20 * MINUTE);
    expect(
      await memberForToken(t.db, player.token, t.clock.now(), DEFAULT_SESSION_POLICY, {
        touch: false,
      }),
    ).toBeNull();
  });

  it('production defaults to 30 minutes idle and 12 hours; both can be set', () => {
    expect(loadConfig({}).sessionPolicy).toEqual({ idleMs: 30 * MINUTE, lifetimeMs: 12 * HOUR });
    expect(
      loadConfig({ SESSION_IDLE_MINUTES: '120', SESSION_LIFETIME_HOURS: '24' }).sessionPolicy,
    ).toEqual({ idleMs: 2 * HOUR, lifetimeMs: 24 * HOUR });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});
