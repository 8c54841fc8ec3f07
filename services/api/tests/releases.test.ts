import { randomBytes } from 'node:crypto';
import { DISCOVERY_SCHEMA, type DiscoveryManifest } from '@platform/delivery';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SCHEDULED_JOBS } from '../src/jobs';
import { runDueJobs } from '../src/core/scheduler/scheduler';
import { releaseStepJob } from '../src/core/releases/stepJob';
import { ManualClock } from '../src/core/time/clock';
import { fakeStore } from './support/releaseStore';
import { useTestApp } from './support/testApp';

/**
 * Release state in the API (docs/product-rules.md#delivery): the store's versions registered, one
 * canary beside the default, promotion, rollback (the canary, or the previous default), the step
 * rollout's job, the discovery manifest, and the operators' API behind its bearer token.
 */
const fake = fakeStore();
const t = useTestApp({ config: { deployStore: fake.root } });
const TOKEN = 'release-dev-token';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const bossSchema = `pgboss_rel_${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  fake.remove();
  await t.db?.exec(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`).catch(() => undefined);
});
beforeEach(() => fake.clear());

const T = new Date('2026-11-24T04:00:00Z');

async function ops(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  token: string | null = TOKEN,
) {
  const response = await t.app.inject({
    method,
    url: `/ops/releases${path}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function manifest(): Promise<DiscoveryManifest> {
  const response = await t.app.inject({ method: 'GET', url: '/web/frontend-discovery.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** app → [version, traffic, default] as the manifest lists them, in order. */
async function live(app: string) {
  return ((await manifest()).microFrontends[app] ?? []).map((v) => [
    v.metadata.version,
    v.deployment.traffic,
    v.deployment.default,
  ]);
}

async function state(app: string) {
  const answer = await ops('GET', `/${app}`);
  expect(answer.status).toBe(200);
  return answer.body as {
    versions: { version: string; traffic: number; default: boolean; steps: unknown[] }[];
    events: { version: string; action: string; traffic: number; detail: Record<string, unknown> }[];
  };
}

/** Two wallet versions published and synced: v1 (older, the default) and v2. */
async function twoWalletVersions() {
  t.clock.set(T);
  const v1 = await fake.publish('wallet', '1.0.0', '2026-11-20T00:00:00.000Z');
  await ops('POST', '/sync');
  const v2 = await fake.publish('wallet', '1.1.0', '2026-11-23T00:00:00.000Z');
  await ops('POST', '/sync');
  return { v1: v1.version, v2: v2.version };
}

describe('sync', () => {
  it('registers every version of the store once and makes an app newest version its default', async () => {
    t.clock.set(T);
    const old = await fake.publish('games', '2.0.0', '2026-11-20T00:00:00.000Z');
    const newest = await fake.publish('games', '2.1.0', '2026-11-22T00:00:00.000Z');
    const shell = await fake.publish('shell', '1.0.0', '2026-11-21T00:00:00.000Z');
    await fake.publish('not-an-app', '1.0.0', '2026-11-21T00:00:00.000Z');

    const first = await ops('POST', '/sync');
    expect(first).toEqual({
      status: 200,
      body: {
        code: 0,
        registered: [
          { app: 'games', version: old.version },
          { app: 'shell', version: shell.version },
          { app: 'games', version: newest.version },
        ].sort((a, b) => a.app.localeCompare(b.app)),
        defaults: [
          { app: 'games', version: newest.version },
          { app: 'shell', version: shell.version },
        ],
        skipped: ['not-an-app'],
      },
    });
    expect(await live('games')).toEqual([[newest.version, 100, true]]);
    expect(await live('shell')).toEqual([[shell.version, 100, true]]);

    // Idempotent: nothing new, nothing changed.
    expect((await ops('POST', '/sync')).body).toEqual({
      code: 0,
      registered: [],
      defaults: [],
      skipped: ['not-an-app'],
    });
    const games = await state('games');
    expect(games.versions.map((v) => [v.version, v.traffic, v.default])).toEqual([
      [newest.version, 100, true],
      [old.version, 0, false],
    ]);
    expect(games.events.map((e) => [e.action, e.version, e.traffic])).toEqual([
      ['promoted', newest.version, 100],
      ['registered', newest.version, 0],
      ['registered', old.version, 0],
    ]);

    // A version published later is registered but leaves the default alone.
    const later = await fake.publish('games', '2.2.0', '2026-11-23T00:00:00.000Z');
    expect((await ops('POST', '/sync')).body).toMatchObject({
      registered: [{ app: 'games', version: later.version }],
      defaults: [],
    });
    expect(await live('games')).toEqual([[newest.version, 100, true]]);
  });
});

describe('rollout', () => {
  it('puts a canary at 10 % beside the default at 90 %, with its urls, fallback urls and integrity', async () => {
    const { v1, v2 } = await twoWalletVersions();
    const answer = await ops('POST', '/wallet/rollout', { version: v2, traffic: 10 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, app: 'wallet' });

    const m = await manifest();
    expect(m.schema).toBe(DISCOVERY_SCHEMA);
    const record = await fake.store.get('wallet', v2);
    expect(m.microFrontends.wallet).toEqual([
      {
        url: `./deploy/wallet/${v2}/remoteEntry.js`,
        fallbackUrl: `http://127.0.0.1:8086/deploy/wallet/${v2}/remoteEntry.js`,
        metadata: { integrity: record!.integrity, version: v2 },
        deployment: { traffic: 10, default: false },
        extras: { commit: record!.commit, publishedAt: '2026-11-23T00:00:00.000Z' },
      },
      expect.objectContaining({
        url: `./deploy/wallet/${v1}/remoteEntry.js`,
        fallbackUrl: `http://127.0.0.1:8086/deploy/wallet/${v1}/remoteEntry.js`,
        deployment: { traffic: 90, default: true },
      }),
    ]);
    expect((await state('wallet')).events[0]).toMatchObject({
      action: 'rollout',
      version: v2,
      traffic: 10,
      detail: { default: v1 },
    });
  });

  it('uses the configured bases, and no fallbackUrl when DEPLOY_FALLBACK_URL is empty', async () => {
    await t.rebuild({
      config: { deployBaseUrl: 'https://cdn.example.com/d/', deployFallbackUrl: null },
    });
    const { v1 } = await twoWalletVersions();
    const [only] = (await manifest()).microFrontends.wallet!;
    expect(only!.url).toBe(`https://cdn.example.com/d/wallet/${v1}/remoteEntry.js`);
    expect(only).not.toHaveProperty('fallbackUrl');
  });

  it('keeps one canary at a time: a second canary sets the first to 0', async () => {
    const { v1, v2 } = await twoWalletVersions();
    const v3 = (await fake.publish('wallet', '1.2.0', '2026-11-24T00:00:00.000Z')).version;
    await ops('POST', '/sync');
    await ops('POST', '/wallet/rollout', { version: v2, traffic: 30 });
    await ops('POST', '/wallet/rollout', { version: v3, traffic: 20 });
    expect(await live('wallet')).toEqual([
      [v3, 20, false],
      [v1, 80, true],
    ]);
    expect((await state('wallet')).events[0]!.detail).toEqual({ default: v1, stopped: [v2] });
  });

  it('promotes at 100 %: the version becomes the default, the old default goes to 0', async () => {
    const { v1, v2 } = await twoWalletVersions();
    await ops('POST', '/wallet/rollout', { version: v2, traffic: 10 });
    expect((await ops('POST', '/wallet/rollout', { version: v2, traffic: 100 })).status).toBe(200);
    expect(await live('wallet')).toEqual([[v2, 100, true]]);
    const wallet = await state('wallet');
    expect(wallet.versions.map((v) => [v.version, v.traffic, v.default])).toEqual([
      [v2, 100, true],
      [v1, 0, false],
    ]);
    expect(wallet.events[0]).toMatchObject({
      action: 'promoted',
      version: v2,
      traffic: 100,
      detail: { previous: v1 },
    });
  });

  it('refuses an unknown app, an unknown version, the default itself and a bad body', async () => {
    const { v1, v2 } = await twoWalletVersions();
    expect(await ops('POST', '/nowhere/rollout', { version: v2, traffic: 10 })).toMatchObject({
      status: 404,
      body: { code: 404, msg: expect.stringContaining('unknown app') },
    });
    expect(
      await ops('POST', '/wallet/rollout', { version: '9.9.9-0000000000', traffic: 10 }),
    ).toMatchObject({
      status: 404,
      body: { code: 404, msg: expect.stringContaining('9.9.9-0000000000') },
    });
    expect(await ops('POST', '/wallet/rollout', { version: v1, traffic: 10 })).toMatchObject({
      status: 409,
      body: { code: 409 },
    });
    for (const body of [
      { version: v2 },
      { version: v2, traffic: 0 },
      { version: v2, traffic: 101 },
      { version: v2, traffic: 12.5 },
      { version: v2, traffic: 10, step: true },
      { version: v2, step: false },
    ])
      expect(await ops('POST', '/wallet/rollout', body)).toMatchObject({
        status: 400,
        body: { code: 400 },
      });
    expect(await live('wallet')).toEqual([[v1, 100, true]]);
  });
});

describe('rollback', () => {
  it('sets a canary to 0 and the default back to 100 %', async () => {
    const { v1, v2 } = await twoWalletVersions();
    await ops('POST', '/wallet/rollout', { version: v2, traffic: 25 });
    const answer = await ops('POST', '/wallet/rollback');
    expect(answer).toMatchObject({
      status: 200,
      body: { code: 0, rolledBack: { kind: 'canary', version: v2, restored: v1 } },
    });
    expect(await live('wallet')).toEqual([[v1, 100, true]]);
    expect((await state('wallet')).events[0]).toMatchObject({
      action: 'rollback',
      version: v2,
      traffic: 0,
      detail: { default: v1, from: 25 },
    });
  });

  it('without a canary brings the previous default back, then has nothing left to roll back', async () => {
    const { v1, v2 } = await twoWalletVersions();
    await ops('POST', '/wallet/rollout', { version: v2, traffic: 100 });
    expect((await ops('POST', '/wallet/rollback')).body).toMatchObject({
      rolledBack: { kind: 'default', version: v2, restored: v1 },
    });
    expect(await live('wallet')).toEqual([[v1, 100, true]]);
    const wallet = await state('wallet');
    expect(wallet.versions.map((v) => [v.version, v.traffic, v.default])).toEqual([
      [v2, 0, false],
      [v1, 100, true],
    ]);
    expect(wallet.events[0]).toMatchObject({
      action: 'rollback',
      version: v2,
      traffic: 0,
      detail: { restored: v1 },
    });
    // v1 was the first default: it replaced nothing.
    expect(await ops('POST', '/wallet/rollback')).toMatchObject({
      status: 409,
      body: { code: 409, msg: expect.stringContaining('nothing to roll back') },
    });
    expect(await live('wallet')).toEqual([[v1, 100, true]]);
  });

  it('refuses an app with no released version', async () => {
    expect(await ops('POST', '/support/rollback')).toMatchObject({
      status: 404,
      body: { code: 404 },
    });
  });
});

describe('step rollout', () => {
  const options = { bossSchema, retryDelaySeconds: 0, log: quiet };

  it('goes 10 → 50 → 100 %, each step applied by the releases.step job at its due minute', async () => {
    expect(SCHEDULED_JOBS).toContain(releaseStepJob);
    const { v1, v2 } = await twoWalletVersions();
    t.clock.set(new Date(T.getTime() + 30_000));
    expect((await ops('POST', '/wallet/rollout', { version: v2, step: true })).status).toBe(200);
    expect(await live('wallet')).toEqual([
      [v2, 10, false],
      [v1, 90, true],
    ]);
    expect((await state('wallet')).versions[0]!.steps).toEqual([
      { traffic: 50, due: '2026-11-24T04:10:30.000Z' },
      { traffic: 100, due: '2026-11-24T04:20:30.000Z' },
    ]);

    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const clock = new ManualClock(T);
    await runDueJobs(t.db, [releaseStepJob], clock, options);
    // The 04:10 run is before the step's 04:10:30: nothing yet.
    clock.set('2026-11-24T04:10:00Z');
    await runDueJobs(t.db, [releaseStepJob], clock, options);
    expect(await live('wallet')).toEqual([
      [v2, 10, false],
      [v1, 90, true],
    ]);
    clock.set('2026-11-24T04:11:00Z');
    const report = await runDueJobs(t.db, [releaseStepJob], clock, options);
    expect(report.delivered).toEqual([
      expect.objectContaining({
        job: 'releases.step',
        key: '2026-11-24T12:11+08:00',
        outcome: 'done',
      }),
    ]);
    expect(await live('wallet')).toEqual([
      [v2, 50, false],
      [v1, 50, true],
    ]);
    expect((await state('wallet')).events[0]).toMatchObject({
      action: 'step',
      version: v2,
      traffic: 50,
    });

    clock.set('2026-11-24T04:21:00Z');
    await runDueJobs(t.db, [releaseStepJob], clock, options);
    expect(await live('wallet')).toEqual([[v2, 100, true]]);
    const wallet = await state('wallet');
    expect(wallet.versions.map((v) => v.steps)).toEqual([[], []]);
    expect(wallet.events[0]).toMatchObject({
      action: 'step',
      version: v2,
      traffic: 100,
      detail: { previous: v1 },
    });
    // The step's promotion is rolled back like any other.
    expect((await ops('POST', '/wallet/rollback')).body).toMatchObject({
      rolledBack: { kind: 'default', version: v2, restored: v1 },
    });
  });

  it('drops the pending steps when the canary is rolled back', async () => {
    const { v1, v2 } = await twoWalletVersions();
    await ops('POST', '/wallet/rollout', { version: v2, step: true });
    await ops('POST', '/wallet/rollback');
    await t.db.exec('DELETE FROM scheduled_runs; DELETE FROM scheduler_cursors');
    const clock = new ManualClock(T);
    await runDueJobs(t.db, [releaseStepJob], clock, options);
    clock.set('2026-11-24T05:00:00Z');
    await runDueJobs(t.db, [releaseStepJob], clock, options);
    expect(await live('wallet')).toEqual([[v1, 100, true]]);
    expect((await state('wallet')).versions.map((v) => v.steps)).toEqual([[], []]);
  });
});

describe('the operators API', () => {
  it('answers 401 without the bearer token or with a wrong one', async () => {
    await twoWalletVersions();
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      const answer = await ops('GET', '/wallet', undefined, token);
      expect(answer).toMatchObject({ status: 401, body: { code: 401 } });
      expect((await ops('POST', '/sync', undefined, token)).status).toBe(401);
      expect((await ops('POST', '/wallet/rollback', undefined, token)).status).toBe(401);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/ops/releases/wallet',
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 503 when no RELEASE_TOKEN is set', async () => {
    await t.rebuild({ config: { releaseToken: null } });
    expect(await ops('GET', '/wallet')).toMatchObject({ status: 503, body: { code: 503 } });
  });
});

describe('the delivery settings', () => {
  it('reads the store, the bases, the token, the canary policy and the step from the environment', () => {
    const dev = loadConfig({ APP_ENV: 'development' });
    expect(dev).toMatchObject({
      deployBaseUrl: './deploy/',
      deployFallbackUrl: 'http://127.0.0.1:8086/deploy/',
      releaseToken: 'release-dev-token',
      canaryPolicy: { minViews: 20, margin: 0.05, windowMinutes: 15 },
      rolloutStepMinutes: 10,
      opsAlertUrl: null,
    });
    expect(dev.deployStore).toMatch(/\.data\/deploy$/);
    expect(loadConfig({ APP_ENV: 'production' }).releaseToken).toBeNull();
    expect(
      loadConfig({
        APP_ENV: 'production',
        RELEASE_TOKEN: 's3cret',
        DEPLOY_STORE: '/srv/deploy',
        DEPLOY_BASE_URL: 'https://cdn.example.com/deploy',
        DEPLOY_FALLBACK_URL: '',
        CANARY_MIN_VIEWS: '50',
        CANARY_ERROR_MARGIN_PCT: '2.5',
        CANARY_WINDOW_MINUTES: '30',
        ROLLOUT_STEP_MINUTES: '5',
        OPS_ALERT_URL: 'https://alerts.example.com/hook',
      }),
    ).toMatchObject({
      releaseToken: 's3cret',
      deployStore: '/srv/deploy',
      deployBaseUrl: 'https://cdn.example.com/deploy/',
      deployFallbackUrl: null,
      canaryPolicy: { minViews: 50, margin: 0.025, windowMinutes: 30 },
      rolloutStepMinutes: 5,
      opsAlertUrl: 'https://alerts.example.com/hook',
    });
    expect(() => loadConfig({ ROLLOUT_STEP_MINUTES: '0' })).toThrow(/ROLLOUT_STEP_MINUTES/);
    expect(() => loadConfig({ CANARY_ERROR_MARGIN_PCT: '150' })).toThrow(/CANARY_ERROR_MARGIN_PCT/);
  });
});
