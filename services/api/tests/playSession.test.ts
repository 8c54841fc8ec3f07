import { randomBytes } from 'node:crypto';
import { PLAY_SESSION_STREAM_EVENT } from '@platform/api-client/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memberTopic, type PlatformEvent } from '../src/core/events';
import { notePlay, playSessionJob, type PlayMovement } from '../src/core/playerProtection';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { businessTimeText } from '../src/core/time';
import { ManualClock } from '../src/core/time/clock';
import { SCHEDULED_JOBS } from '../src/jobs';
import { playSessionRows } from './support/playSessions';
import { useTestApp } from './support/testApp';

/**
 * Play sessions and reality checks (docs/product-rules.md#responsible-gambling): a session opens
 * with a play, ends after the gap, by its limit or by "stop"; the every-minute job marks checks due
 * and limits reached and tells the player's page; stakes wait for an answer to a check.
 */
const t = useTestApp();
const { setSessionLimit, setRealityCheck, sessions } = playSessionRows(t);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_ps_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});

/** 2026-01-15 12:00 business time. */
const START = '2026-01-15T04:00:00Z';
const MIN = 60_000;

const play = (userId: number, movement: PlayMovement) =>
  t.db.transaction((tx) => notePlay(tx, userId, movement, t.clock.now()));
const stake = (userId: number, fen = 100) => play(userId, { staked: fen, returned: 0 });

/** The scheduler's runs at the test clock (a scheduler of its own, on the scheduler's test clock). */
function jobRunner() {
  const clock = new ManualClock(t.clock.now());
  return async () => {
    clock.set(t.clock.now());
    return runDueJobs(t.db, [playSessionJob], clock, {
      bossSchema,
      retryDelaySeconds: 0,
      log: quiet,
    });
  };
}

async function startJob() {
  await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
  const run = jobRunner();
  expect((await run()).delivered).toEqual([]);
  return run;
}

function listen(userId: number): PlatformEvent[] {
  const heard: PlatformEvent[] = [];
  t.app.events.subscribe(memberTopic(userId), (e) => heard.push(e));
  return heard;
}

const session = async (token: string) =>
  (await t.call('getPlaySession', {}, { token })).body as Record<string, unknown>;

describe('a play session', () => {
  it('opens with a play, extends with each play, and ends after the gap without one', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    expect(await session(p.token)).toMatchObject({ code: 0, active: false, startedAt: null });

    await stake(p.userId, 500);
    t.clock.advance(29 * MIN);
    await play(p.userId, { staked: 200, returned: 350 });
    t.clock.advance(29 * MIN);
    await play(p.userId, { staked: 0, returned: 0 });
    expect(await session(p.token)).toMatchObject({
      active: true,
      startedAt: new Date(START).toISOString(),
      playedMinutes: 58,
      staked: 700,
      returned: 350,
      net: -350,
    });

    // 30 minutes without a play end it; the next play opens a new session.
    t.clock.advance(30 * MIN);
    expect(await session(p.token)).toMatchObject({ active: false, staked: 0 });
    await stake(p.userId, 100);
    const rows = await sessions(p.userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ended_by: 'idle', staked: 700, returned: 350 });
    expect(rows[0]!.ended_at).toEqual(new Date(Date.parse(START) + 88 * MIN));
    expect(rows[1]).toMatchObject({ ended_at: null, staked: 100 });
  });

  it('adds a return to the open session, and never opens one with a return', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await play(p.userId, { staked: 0, returned: 900 });
    expect(await sessions(p.userId)).toEqual([]);

    await stake(p.userId, 300);
    t.clock.advance(20 * MIN);
    await play(p.userId, { staked: 0, returned: 900 });
    // A return does not extend the session: it still ends 30 minutes after the stake.
    t.clock.advance(10 * MIN);
    expect(await session(p.token)).toMatchObject({ active: false });
    await play(p.userId, { staked: 0, returned: 0 });
    expect(await sessions(p.userId)).toMatchObject([
      { staked: 300, returned: 900, ended_by: 'idle' },
      { staked: 0, returned: 0, ended_by: null },
    ]);
  });

  it('takes simultaneous first plays into one session', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await Promise.all(Array.from({ length: 10 }, () => stake(p.userId, 100)));
    expect(await sessions(p.userId)).toMatchObject([{ staked: 1_000, ended_at: null }]);
  });

  it('is closed by the job once idle, and its player hears it', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    const run = await startJob();
    await stake(p.userId);
    const heard = listen(p.userId);
    t.clock.advance(31 * MIN);
    await run();
    await t.app.events.flush();
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        topic: memberTopic(p.userId),
        type: PLAY_SESSION_STREAM_EVENT,
      }),
    );
    expect(await sessions(p.userId)).toMatchObject([{ ended_by: 'idle' }]);
  });
});

describe('a reality check', () => {
  it('falls due after N minutes through the job, tells the page, and waits for an answer before a stake', async () => {
    expect(SCHEDULED_JOBS).toContain(playSessionJob);
    t.clock.set(START);
    const p = await t.registerPlayer();
    await setRealityCheck(p.userId, 10);
    const run = await startJob();
    await stake(p.userId, 1_000);
    const heard = listen(p.userId);

    t.clock.advance(9 * MIN);
    await run();
    expect(await session(p.token)).toMatchObject({
      realityCheckDue: false,
      realityCheckMinutes: 10,
    });
    await stake(p.userId, 1_000);

    t.clock.advance(MIN);
    expect((await run()).delivered).toMatchObject([{ outcome: 'done' }]);
    expect((await sessions(p.userId))[0]!.check_due_since).toEqual(t.clock.now());
    await t.app.events.flush();
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        topic: memberTopic(p.userId),
        type: PLAY_SESSION_STREAM_EVENT,
      }),
    );
    expect(await session(p.token)).toMatchObject({
      active: true,
      realityCheckDue: true,
      playedMinutes: 10,
      staked: 2_000,
      net: -2_000,
    });

    // Until answered: stakes are refused, a game may still be opened and a return still counts.
    await expect(stake(p.userId)).rejects.toMatchObject({
      messageKey: 'playSession.realityCheckDue',
      extra: { errorCode: 'protectionSession' },
    });
    await play(p.userId, { staked: 0, returned: 0 });
    await play(p.userId, { staked: 0, returned: 500 });

    const answer = await t.call('answerRealityCheck', { choice: 'continue' }, { token: p.token });
    expect(answer.body).toMatchObject({ code: 0 });
    expect(await session(p.token)).toMatchObject({ realityCheckDue: false, returned: 500 });
    await stake(p.userId, 100);

    // The next one an interval after the first.
    t.clock.advance(10 * MIN);
    await run();
    expect(await session(p.token)).toMatchObject({ realityCheckDue: true, playedMinutes: 20 });
    const { rows } = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM audit_log WHERE action = 'realityCheck.answered'`,
    );
    expect(rows).toMatchObject([{ detail: { choice: 'continue', checkWasDue: true } }]);
  });

  it('refuses a stake when the check fell due even before the job ran', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await setRealityCheck(p.userId, 15);
    await stake(p.userId);
    t.clock.advance(15 * MIN);
    await expect(stake(p.userId)).rejects.toMatchObject({
      messageKey: 'playSession.realityCheckDue',
    });
    const refused = await t.call('getPlaySession', {}, { token: p.token });
    expect(refused.body).toMatchObject({ realityCheckDue: true });
  });

  it('"stop" ends the session at once; the next play starts a new one', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await setRealityCheck(p.userId, 10);
    await stake(p.userId, 400);
    t.clock.advance(10 * MIN);
    const answer = await t.call('answerRealityCheck', { choice: 'stop' }, { token: p.token });
    expect(answer.body).toMatchObject({ code: 0 });
    expect(await session(p.token)).toMatchObject({ active: false, realityCheckDue: false });
    expect(await sessions(p.userId)).toMatchObject([{ ended_by: 'player', staked: 400 }]);
    expect((await sessions(p.userId))[0]!.ended_at).toEqual(t.clock.now());

    t.clock.advance(MIN);
    await stake(p.userId, 100);
    expect(await session(p.token)).toMatchObject({ active: true, staked: 100 });
    // Answering without a session or a check changes nothing and is not an error.
    const again = await t.call('answerRealityCheck', { choice: 'continue' }, { token: p.token });
    expect(again.body).toMatchObject({ code: 0 });
  });
});

describe('the session limit', () => {
  it('ends play when reached: stakes and games refused with the reopen time, returns counted, play opens after the gap', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await setSessionLimit(p.userId, 30);
    const run = await startJob();
    await stake(p.userId, 1_000);
    expect(await session(p.token)).toMatchObject({
      limitMinutes: 30,
      endsAt: new Date(Date.parse(START) + 30 * MIN).toISOString(),
      limitReached: false,
    });
    t.clock.advance(29 * MIN);
    await stake(p.userId, 1_000);

    t.clock.advance(MIN);
    const reached = new Date(Date.parse(START) + 30 * MIN);
    const reopens = new Date(reached.getTime() + 30 * MIN);
    const refusal = {
      messageKey: 'playSession.limitReached',
      params: { until: businessTimeText(reopens) },
      extra: { errorCode: 'protectionSession' },
    };
    await expect(stake(p.userId)).rejects.toMatchObject(refusal);
    await expect(play(p.userId, { staked: 0, returned: 0 })).rejects.toMatchObject(refusal);

    const heard = listen(p.userId);
    await run();
    await t.app.events.flush();
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        topic: memberTopic(p.userId),
        type: PLAY_SESSION_STREAM_EVENT,
      }),
    );
    expect(await sessions(p.userId)).toMatchObject([
      { ended_by: 'limit', limit_reached_at: reached, ended_at: reached },
    ]);

    // A return settled now still counts in the session the limit ended.
    t.clock.advance(10 * MIN);
    await play(p.userId, { staked: 0, returned: 1_500 });
    expect(await session(p.token)).toMatchObject({
      active: false,
      limitReached: true,
      resumesAt: reopens.toISOString(),
      playedMinutes: 30,
      staked: 2_000,
      returned: 1_500,
      net: -500,
    });
    await expect(stake(p.userId)).rejects.toMatchObject(refusal);

    // Thirty minutes after the limit: the next session.
    t.clock.set(reopens);
    await stake(p.userId, 100);
    expect(await session(p.token)).toMatchObject({
      active: true,
      staked: 100,
      limitReached: false,
    });
    expect(await sessions(p.userId)).toHaveLength(2);
  });

  it('lowered below the time already played ends play at the last play, not in the past', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await stake(p.userId);
    t.clock.advance(20 * MIN);
    await stake(p.userId);
    t.clock.advance(20 * MIN);
    await stake(p.userId);
    t.clock.advance(10 * MIN - 1);
    await stake(p.userId);
    t.clock.advance(1);
    await setSessionLimit(p.userId, 30);
    const reopens = new Date(Date.parse(START) + 50 * MIN - 1 + 30 * MIN);
    await expect(stake(p.userId)).rejects.toMatchObject({
      params: { until: businessTimeText(reopens) },
    });
  });
});

describe('the development rewind', () => {
  it('moves the open session back by minutes and steps it at the API time: the due check reaches the page', async () => {
    t.clock.set(START);
    const p = await t.registerPlayer();
    await setRealityCheck(p.userId, 10);
    await stake(p.userId, 1_000);
    const heard = listen(p.userId);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/__dev/play-session/rewind',
      payload: { username: p.username, minutes: 11 },
    });
    expect(answer.json()).toMatchObject({ code: 0, rewound: true });
    expect(await session(p.token)).toMatchObject({ realityCheckDue: true, playedMinutes: 11 });
    expect((await sessions(p.userId))[0]!.check_due_since).toEqual(t.clock.now());
    await t.app.events.flush();
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        topic: memberTopic(p.userId),
        type: PLAY_SESSION_STREAM_EVENT,
      }),
    );
  });
});
