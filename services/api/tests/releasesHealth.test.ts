import type { HealthEntry } from '@platform/delivery';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueHealthToken } from '../src/core/releases/healthToken';
import { DEV_HEALTH_TOKEN_SECRET } from '../src/healthIntakeConfig';
import { fakeStore } from './support/releaseStore';
import { useTestApp } from './support/testApp';

/**
 * Health reports and the automatic rollback (docs/product-rules.md#delivery): the shells' counts are
 * summed per minute; each report carries its page load's signed health token, and a canary whose
 * rate of failed page loads over the window is more than the margin above its default's, with at
 * least the minimum of distinct page loads, goes to 0 % by itself, with its event, a warn line and
 * the operator's alert. Policy here: the defaults, 20 loads, 5 points, 15 minutes; the rate limit
 * is raised out of the way (it has its own tests in releasesHealthTokens.test.ts).
 */
const fake = fakeStore();
const INTAKE = { tokenSecret: DEV_HEALTH_TOKEN_SECRET, reportsPerMinute: 10_000 };
const t = useTestApp({ config: { deployStore: fake.root, healthIntake: INTAKE } });
const AUTH = { authorization: 'Bearer release-dev-token' };
afterAll(() => fake.remove());
beforeEach(() => fake.clear());
afterEach(() => vi.unstubAllGlobals());

const T = new Date('2026-11-24T04:00:00Z');

/** A new page load's token, as the manifest hands it out now. */
const newLoad = () => issueHealthToken(DEV_HEALTH_TOKEN_SECRET, t.clock.now()).token;

/** Sends a report; a body object without a token gets a new page load's. */
async function report(body: unknown, contentType = 'application/json') {
  const payload =
    typeof body === 'string'
      ? body
      : JSON.stringify(
          body !== null && typeof body === 'object' && !('token' in body)
            ? { token: newLoad(), ...body }
            : body,
        );
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/frontend-health',
    headers: { 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** `n` page loads each reporting one view of `version`, the first `failed` of them failed. */
async function loads(version: string, n: number, failed: number) {
  for (let i = 0; i < n; i += 1) {
    const answer = await report({ entries: [entry(version, 1, i < failed ? 1 : 0)] });
    expect(answer.status).toBe(204);
  }
}

function entry(
  version: string,
  views: number,
  failedViews: number,
  more: Partial<HealthEntry> = {},
) {
  return {
    app: 'wallet',
    version,
    views,
    failedViews,
    loadFailures: 0,
    renderErrors: failedViews,
    failedCalls: 0,
    ...more,
  };
}

/** wallet v1 the default, v2 a canary at 10 %. */
async function canaryAt10() {
  t.clock.set(T);
  const sync = () => t.app.inject({ method: 'POST', url: '/ops/releases/sync', headers: AUTH });
  const v1 = (await fake.publish('wallet', '1.0.0', '2026-11-20T00:00:00.000Z')).version;
  await sync();
  const v2 = (await fake.publish('wallet', '1.1.0', '2026-11-23T00:00:00.000Z')).version;
  await sync();
  const rolled = await t.app.inject({
    method: 'POST',
    url: '/ops/releases/wallet/rollout',
    headers: AUTH,
    payload: { version: v2, traffic: 10 },
  });
  expect(rolled.statusCode).toBe(200);
  return { v1, v2 };
}

async function traffic(version: string): Promise<number> {
  const { rows } = await t.db.query<{ traffic: number }>(
    `SELECT traffic FROM frontend_versions WHERE app = 'wallet' AND version = $1`,
    [version],
  );
  return rows[0]!.traffic;
}

async function lastEvent() {
  const { rows } = await t.db.query<{
    action: string;
    version: string;
    traffic: number;
    detail: object;
  }>(
    `SELECT action, version, traffic, detail FROM frontend_release_events ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]!;
}

describe('the intake', () => {
  it('adds a report to its minute, failed views never above views, and answers 204', async () => {
    const { v1, v2 } = await canaryAt10();
    t.clock.set(new Date(T.getTime() + 42_000));
    expect(
      (await report({ entries: [entry(v1, 5, 1, { failedCalls: 3 }), entry(v2, 2, 9)] })).status,
    ).toBe(204);
    expect((await report({ entries: [entry(v1, 1, 0)] })).status).toBe(204);
    const { rows } = await t.db.query(
      `SELECT version, bucket, views, failed_views, load_failures, render_errors, failed_calls
       FROM frontend_health ORDER BY version = $1 DESC`,
      [v1],
    );
    expect(rows).toEqual([
      {
        version: v1,
        bucket: T,
        views: 6,
        failed_views: 1,
        load_failures: 0,
        render_errors: 1,
        failed_calls: 3,
      },
      {
        version: v2,
        bucket: T,
        views: 2,
        failed_views: 2,
        load_failures: 0,
        render_errors: 9,
        failed_calls: 0,
      },
    ]);
  });

  it('accepts the same JSON sent as text/plain (navigator.sendBeacon of a string)', async () => {
    const { v1 } = await canaryAt10();
    const answer = await report(
      JSON.stringify({ token: newLoad(), entries: [entry(v1, 3, 0)] }),
      'text/plain;charset=UTF-8',
    );
    expect(answer.status).toBe(204);
    const { rows } = await t.db.query('SELECT views FROM frontend_health');
    expect(rows).toEqual([{ views: 3 }]);
  });

  it('ignores entries of a version it does not know', async () => {
    const { v1 } = await canaryAt10();
    expect(
      (await report({ entries: [entry('9.9.9-0000000000', 50, 50), entry(v1, 1, 0)] })).status,
    ).toBe(204);
    const { rows } = await t.db.query('SELECT version FROM frontend_health');
    expect(rows).toEqual([{ version: v1 }]);
  });

  it('answers 400 to a bad body and stores nothing', async () => {
    const { v1 } = await canaryAt10();
    const entries51 = Array.from({ length: 51 }, () => entry(v1, 1, 0));
    for (const body of [
      { entries: [] },
      { entries: entries51 },
      {},
      { entries: [entry(v1, 10_001, 0)] },
      { entries: [entry(v1, -1, 0)] },
      { entries: [entry(v1, 1.5, 0)] },
      { entries: [{ ...entry(v1, 1, 0), app: 'casino' }] },
      { entries: [{ ...entry(v1, 1, 0), version: '../../etc' }] },
      { entries: [{ ...entry(v1, 1, 0), failedCalls: undefined }] },
      { token: 42, entries: [entry(v1, 1, 0)] },
      { token: 'x'.repeat(101), entries: [entry(v1, 1, 0)] },
    ]) {
      const answer = await report(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 400 });
    }
    expect((await report('{"entries": [', 'text/plain')).status).toBe(400);
    expect((await report('{"entries": [', 'application/json')).status).toBe(400);
    const { rows } = await t.db.query('SELECT 1 FROM frontend_health');
    expect(rows).toEqual([]);
  });

  it('reads no cookie and sets none', async () => {
    const { v1 } = await canaryAt10();
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/frontend-health',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc' },
      payload: { token: newLoad(), entries: [entry(v1, 1, 0)] },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the automatic rollback', () => {
  it('waits for the minimum of distinct page loads: 19 failing loads keep the canary, the 20th rolls it back', async () => {
    const logLines: string[] = [];
    await t.rebuild({ config: { logLevel: 'warn', healthIntake: INTAKE }, logLines });
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 20, 1);
    await loads(v2, 19, 19);
    expect(await traffic(v2)).toBe(10);
    expect(logLines.filter((l) => l.includes('rolled back'))).toEqual([]);

    await loads(v2, 1, 0);
    expect(await traffic(v2)).toBe(0);
    expect(await traffic(v1)).toBe(100);
    expect(await lastEvent()).toEqual({
      action: 'auto-rollback',
      version: v2,
      traffic: 0,
      detail: {
        default: v1,
        canaryRate: 0.95,
        defaultRate: 0.05,
        canaryLoads: 20,
        defaultLoads: 20,
        canaryFailedLoads: 19,
        defaultFailedLoads: 1,
        windowMinutes: 15,
      },
    });
    const warn = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => String(l.msg).includes('rolled back'));
    expect(warn).toMatchObject({
      level: 40,
      app: 'wallet',
      version: v2,
      canaryRate: 0.95,
      defaultRate: 0.05,
    });
    expect(warn!.msg).toBe(
      `canary wallet ${v2} rolled back to 0 % by itself: 95.0 % of 20 page loads failed against 5.0 % on ${v1}`,
    );
    // The manifest no longer offers it.
    const manifest = await t.app.inject({ method: 'GET', url: '/web/frontend-discovery.json' });
    expect(manifest.json().microFrontends.wallet).toEqual([
      expect.objectContaining({ deployment: { traffic: 100, default: true } }),
    ]);
  });

  it('counts one page load once, however many reports and views it sends', async () => {
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 20, 0);
    const token = newLoad();
    for (let i = 0; i < 30; i += 1)
      expect((await report({ token, entries: [entry(v2, 10_000, 10_000)] })).status).toBe(204);
    expect(await traffic(v2)).toBe(10);
    // With 18 more failing loads the canary has 19 distinct ones: one short of a verdict.
    await loads(v2, 18, 18);
    expect(await traffic(v2)).toBe(10);
    await loads(v2, 1, 1);
    expect(await traffic(v2)).toBe(0);
    expect(await lastEvent()).toMatchObject({
      action: 'auto-rollback',
      detail: { canaryLoads: 20, canaryFailedLoads: 20 },
    });
    // The minute's counts still show what was reported, for the operator's reading.
    const { rows } = await t.db.query<{ views: number }>(
      `SELECT views FROM frontend_health WHERE version = $1`,
      [v2],
    );
    expect(rows).toEqual([{ views: 300_019 }]);
  });

  it('counts a page load that met a failure in any of its reports as failed', async () => {
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 20, 0);
    for (let i = 0; i < 20; i += 1) {
      const token = newLoad();
      await report({ token, entries: [entry(v2, 1, 1)] });
      await report({ token, entries: [entry(v2, 5, 0)] });
    }
    expect(await traffic(v2)).toBe(0);
  });

  it('keeps a canary exactly at the margin and rolls back one just above it', async () => {
    const { v1, v2 } = await canaryAt10();
    // Default 10 %; canary 15 %: exactly 5 points above.
    await loads(v1, 20, 2);
    await loads(v2, 20, 3);
    expect(await traffic(v2)).toBe(10);
    // One more failing load: 4 of 21 = 19 %, above.
    await loads(v2, 1, 1);
    expect(await traffic(v2)).toBe(0);
    expect(await lastEvent()).toMatchObject({ action: 'auto-rollback', version: v2 });
  });

  it('keeps a healthy canary', async () => {
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 40, 2);
    await loads(v2, 20, 1);
    expect(await traffic(v2)).toBe(10);
    expect(await lastEvent()).toMatchObject({ action: 'rollout' });
  });

  it('counts only the window: failed loads older than 15 minutes no longer weigh', async () => {
    const { v1, v2 } = await canaryAt10();
    await loads(v2, 10, 10);
    t.clock.set(new Date(T.getTime() + 15 * 60_000));
    await loads(v1, 20, 0);
    await loads(v2, 20, 0);
    expect(await traffic(v2)).toBe(10);
    // Within the window (14 minutes on) they still count.
    await t.db.exec('DELETE FROM frontend_health_loads');
    t.clock.set(T);
    await loads(v2, 10, 10);
    t.clock.set(new Date(T.getTime() + 14 * 60_000 + 59_000));
    await loads(v1, 20, 0);
    await loads(v2, 10, 0);
    expect(await traffic(v2)).toBe(0);
  });

  it('forgets page loads the window no longer counts', async () => {
    const { v2 } = await canaryAt10();
    await loads(v2, 3, 0);
    t.clock.set(new Date(T.getTime() + 15 * 60_000));
    await loads(v2, 1, 0);
    const { rows } = await t.db.query('SELECT seen_at FROM frontend_health_loads');
    expect(rows).toEqual([{ seen_at: t.clock.now() }]);
  });

  it('tells the operator at OPS_ALERT_URL with a JSON POST', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    await t.rebuild({
      config: { opsAlertUrl: 'https://alerts.example.com/hook', healthIntake: INTAKE },
    });
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 20, 0);
    await loads(v2, 20, 20);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://alerts.example.com/hook');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      alert: 'frontend.auto-rollback',
      app: 'wallet',
      version: v2,
      default: v1,
      canaryRate: 1,
      defaultRate: 0,
    });
  });

  it('rolls back even when the alert fails, and logs the failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('connection refused'))),
    );
    const logLines: string[] = [];
    await t.rebuild({
      config: {
        logLevel: 'warn',
        opsAlertUrl: 'https://alerts.example.com/hook',
        healthIntake: INTAKE,
      },
      logLines,
    });
    const { v1, v2 } = await canaryAt10();
    await loads(v1, 20, 0);
    await loads(v2, 20, 20);
    expect(await traffic(v2)).toBe(0);
    await vi.waitFor(() =>
      expect(logLines.some((l) => l.includes('alert could not be sent'))).toBe(true),
    );
  });
});
