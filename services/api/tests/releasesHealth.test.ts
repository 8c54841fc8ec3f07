import type { HealthEntry } from '@platform/delivery';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStore } from './support/releaseStore';
import { useTestApp } from './support/testApp';

/**
 * Health reports and the automatic rollback (docs/product-rules.md#delivery): the shells' counts are
 * summed per minute; a canary whose failed-view rate over the window is more than the margin above
 * its default's, with at least the minimum of views, goes to 0 % by itself, with its event, a warn
 * line and the operator's alert. Policy here: the defaults, 20 views, 5 points, 15 minutes.
 */
const fake = fakeStore();
const t = useTestApp({ config: { deployStore: fake.root } });
const AUTH = { authorization: 'Bearer release-dev-token' };
afterAll(() => fake.remove());
beforeEach(() => fake.clear());
afterEach(() => vi.unstubAllGlobals());

const T = new Date('2026-11-24T04:00:00Z');

async function report(body: unknown, contentType = 'application/json') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/frontend-health',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
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
      JSON.stringify({ entries: [entry(v1, 3, 0)] }),
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
      payload: { entries: [entry(v1, 1, 0)] },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the automatic rollback', () => {
  it('waits for the minimum of views: 19 failing views keep the canary, the 20th rolls it back', async () => {
    const logLines: string[] = [];
    await t.rebuild({ config: { logLevel: 'warn' }, logLines });
    const { v1, v2 } = await canaryAt10();
    await report({ entries: [entry(v1, 100, 5)] });
    await report({ entries: [entry(v2, 19, 19)] });
    expect(await traffic(v2)).toBe(10);
    expect(logLines.filter((l) => l.includes('rolled back'))).toEqual([]);

    await report({ entries: [entry(v2, 1, 0)] });
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
        canaryViews: 20,
        defaultViews: 100,
        canaryFailedViews: 19,
        defaultFailedViews: 5,
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
      `canary wallet ${v2} rolled back to 0 % by itself: 95.0 % of 20 views failed against 5.0 % on ${v1}`,
    );
    // The manifest no longer offers it.
    const manifest = await t.app.inject({ method: 'GET', url: '/web/frontend-discovery.json' });
    expect(manifest.json().microFrontends.wallet).toEqual([
      expect.objectContaining({ deployment: { traffic: 100, default: true } }),
    ]);
  });

  it('keeps a canary exactly at the margin and rolls back one just above it', async () => {
    const { v1, v2 } = await canaryAt10();
    // Default 10 %; canary 15 %: exactly 5 points above.
    await report({ entries: [entry(v1, 100, 10), entry(v2, 20, 3)] });
    expect(await traffic(v2)).toBe(10);
    // One more failing view of 20 → 4/21 = 19 %: above.
    await report({ entries: [entry(v2, 1, 1)] });
    expect(await traffic(v2)).toBe(0);
    expect(await lastEvent()).toMatchObject({ action: 'auto-rollback', version: v2 });
  });

  it('keeps a healthy canary', async () => {
    const { v1, v2 } = await canaryAt10();
    await report({ entries: [entry(v1, 200, 8), entry(v2, 40, 2)] });
    expect(await traffic(v2)).toBe(10);
    expect(await lastEvent()).toMatchObject({ action: 'rollout' });
  });

  it('counts only the window: failures older than 15 minutes no longer weigh', async () => {
    const { v1, v2 } = await canaryAt10();
    await report({ entries: [entry(v2, 10, 10)] });
    t.clock.set(new Date(T.getTime() + 15 * 60_000));
    await report({ entries: [entry(v1, 100, 0), entry(v2, 19, 0)] });
    await report({ entries: [entry(v2, 1, 0)] });
    expect(await traffic(v2)).toBe(10);
    // Within the window (14 minutes on) they still count.
    await t.db.exec('DELETE FROM frontend_health');
    t.clock.set(T);
    await report({ entries: [entry(v2, 10, 10)] });
    t.clock.set(new Date(T.getTime() + 14 * 60_000 + 59_000));
    await report({ entries: [entry(v1, 100, 0), entry(v2, 10, 0)] });
    expect(await traffic(v2)).toBe(0);
  });

  it('tells the operator at OPS_ALERT_URL with a JSON POST', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    await t.rebuild({ config: { opsAlertUrl: 'https://alerts.example.com/hook' } });
    const { v1, v2 } = await canaryAt10();
    await report({ entries: [entry(v1, 100, 0), entry(v2, 20, 20)] });
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
      config: { logLevel: 'warn', opsAlertUrl: 'https://alerts.example.com/hook' },
      logLines,
    });
    const { v1, v2 } = await canaryAt10();
    expect((await report({ entries: [entry(v1, 100, 0), entry(v2, 20, 20)] })).status).toBe(204);
    expect(await traffic(v2)).toBe(0);
    await vi.waitFor(() =>
      expect(logLines.some((l) => l.includes('alert could not be sent'))).toBe(true),
    );
  });
});
