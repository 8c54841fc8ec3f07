import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HEALTH_TOKEN_TTL_SECONDS,
  issueHealthToken,
  verifyHealthToken,
} from '../src/core/releases/healthToken';
import { DEV_HEALTH_TOKEN_SECRET, healthIntakeConfigFrom } from '../src/healthIntakeConfig';
import { fakeStore } from './support/releaseStore';
import { useTestApp } from './support/testApp';

/**
 * What makes a health report cost a page load (docs/decisions.md#delivery-health-tokens): every
 * manifest hands out a signed, short-lived token; a report without a live token the API signed is
 * dropped; one client address may send so many reports a minute.
 */
const fake = fakeStore();
const t = useTestApp({ config: { deployStore: fake.root } });
const AUTH = { authorization: 'Bearer release-dev-token' };
afterAll(() => fake.remove());
beforeEach(() => fake.clear());

const T = new Date('2026-11-24T04:00:00Z');
const EN = '3';

async function walletVersion(): Promise<string> {
  t.clock.set(T);
  const v1 = (await fake.publish('wallet', '1.0.0', '2026-11-20T00:00:00.000Z')).version;
  await t.app.inject({ method: 'POST', url: '/ops/releases/sync', headers: AUTH });
  return v1;
}

async function manifestToken(): Promise<{ token: string; expiresIn: number }> {
  const manifest = await t.app.inject({ method: 'GET', url: '/web/frontend-discovery.json' });
  expect(manifest.statusCode).toBe(200);
  return manifest.json<{ health: { token: string; expiresIn: number } }>().health;
}

async function report(version: string, token: unknown, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/frontend-health',
    headers: { 'content-type': 'application/json', lang: EN },
    payload: JSON.stringify({
      token,
      entries: [
        {
          app: 'wallet',
          version,
          views: 1,
          failedViews: 0,
          loadFailures: 0,
          renderErrors: 0,
          failedCalls: 0,
        },
      ],
    }),
    remoteAddress,
  });
  return { status: response.statusCode, body: response.body };
}

async function storedViews(): Promise<number> {
  const { rows } = await t.db.query<{ views: number }>(
    'SELECT coalesce(sum(views), 0)::int AS views FROM frontend_health',
  );
  return rows[0]!.views;
}

describe('the health token', () => {
  it('comes with every manifest, a new page load each time, good for 30 minutes', async () => {
    const v1 = await walletVersion();
    const first = await manifestToken();
    const second = await manifestToken();
    expect(first.expiresIn).toBe(HEALTH_TOKEN_TTL_SECONDS);
    expect(HEALTH_TOKEN_TTL_SECONDS).toBe(30 * 60);
    expect(first.token).not.toBe(second.token);
    expect(first.token.split('.')[0]).not.toBe(second.token.split('.')[0]);
    expect((await report(v1, first.token)).status).toBe(204);
    expect(await storedViews()).toBe(1);
  });

  it('is good through its expiry second and dropped one second later', async () => {
    const v1 = await walletVersion();
    const { token } = await manifestToken();
    t.clock.set(new Date(T.getTime() + HEALTH_TOKEN_TTL_SECONDS * 1000));
    expect((await report(v1, token)).status).toBe(204);
    t.clock.set(new Date(T.getTime() + (HEALTH_TOKEN_TTL_SECONDS + 1) * 1000));
    const late = await report(v1, token);
    expect(late.status).toBe(401);
    expect(JSON.parse(late.body)).toEqual({
      code: 401,
      msg: 'This health report is not accepted: its page token is missing, altered or expired',
    });
    expect(await storedViews()).toBe(1);
  });

  it('signed with another secret is dropped', async () => {
    const v1 = await walletVersion();
    const foreign = issueHealthToken('another-secret-of-at-least-32-characters', t.clock.now());
    expect((await report(v1, foreign.token)).status).toBe(401);
    expect(await storedViews()).toBe(0);
  });

  it('tampered with anywhere is dropped', async () => {
    const v1 = await walletVersion();
    const { token } = await manifestToken();
    const [loadId, expiry, sig] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const tampered of [
      `${flip(loadId, 0)}.${expiry}.${sig}`,
      // A later expiry with the old signature.
      `${loadId}.${Number(expiry) + 3600}.${sig}`,
      `${loadId}.${expiry}.${flip(sig, 0)}`,
      // The last character: its low bits are padding in base64url, the text must still match.
      `${loadId}.${expiry}.${flip(sig, sig.length - 1)}`,
      `${loadId}.${expiry}`,
      `${token}.x`,
      '',
      'not-a-token',
    ]) {
      expect((await report(v1, tampered)).status, tampered).toBe(401);
    }
    expect(await storedViews()).toBe(0);
    expect((await report(v1, token)).status).toBe(204);
  });

  it('verifies only what it issued: the load id back, or null', () => {
    const now = new Date('2026-11-24T04:00:00Z');
    const { token } = issueHealthToken('secret-a', now, 60);
    expect(verifyHealthToken('secret-a', token, now)).toBe(token.split('.')[0]);
    expect(verifyHealthToken('secret-b', token, now)).toBeNull();
    expect(verifyHealthToken('secret-a', token, new Date(now.getTime() + 60_000))).not.toBeNull();
    expect(verifyHealthToken('secret-a', token, new Date(now.getTime() + 61_000))).toBeNull();
  });
});

describe('the rate limit per address', () => {
  it('takes N reports a minute from one address and refuses the N+1st; another address goes on; a minute later it may send again', async () => {
    await t.rebuild({
      config: {
        deployStore: fake.root,
        healthIntake: { tokenSecret: DEV_HEALTH_TOKEN_SECRET, reportsPerMinute: 5 },
      },
    });
    const v1 = await walletVersion();
    const { token } = await manifestToken();
    for (let i = 0; i < 5; i += 1)
      expect((await report(v1, token, '198.51.100.7')).status).toBe(204);
    expect((await report(v1, token, '198.51.100.7')).status).toBe(429);
    expect(await storedViews()).toBe(5);
    expect((await report(v1, token, '198.51.100.8')).status).toBe(204);
    t.clock.set(new Date(T.getTime() + 60_000));
    expect((await report(v1, token, '198.51.100.7')).status).toBe(204);
  });

  it('counts refused reports too: forged tokens use up the address’s minute', async () => {
    await t.rebuild({
      config: {
        deployStore: fake.root,
        healthIntake: { tokenSecret: DEV_HEALTH_TOKEN_SECRET, reportsPerMinute: 5 },
      },
    });
    const v1 = await walletVersion();
    for (let i = 0; i < 5; i += 1)
      expect((await report(v1, `forged-${i}`, '198.51.100.7')).status).toBe(401);
    const { token } = await manifestToken();
    expect((await report(v1, token, '198.51.100.7')).status).toBe(429);
    expect(await storedViews()).toBe(0);
  });
});

describe('without a secret (production with HEALTH_TOKEN_SECRET unset)', () => {
  it('hands out no token and takes no report', async () => {
    await t.rebuild({
      config: {
        deployStore: fake.root,
        healthIntake: { tokenSecret: null, reportsPerMinute: 60 },
      },
    });
    const v1 = await walletVersion();
    const manifest = await t.app.inject({ method: 'GET', url: '/web/frontend-discovery.json' });
    expect(manifest.json()).not.toHaveProperty('health');
    const forged = issueHealthToken(DEV_HEALTH_TOKEN_SECRET, t.clock.now());
    expect((await report(v1, forged.token)).status).toBe(501);
    expect(await storedViews()).toBe(0);
  });
});

describe('the settings', () => {
  it('HEALTH_TOKEN_SECRET: a known one outside production, none by default in production, at least 32 characters there', () => {
    expect(healthIntakeConfigFrom({}, 'development')).toEqual({
      tokenSecret: DEV_HEALTH_TOKEN_SECRET,
      reportsPerMinute: 60,
    });
    expect(healthIntakeConfigFrom({}, 'test').tokenSecret).toBe(DEV_HEALTH_TOKEN_SECRET);
    expect(healthIntakeConfigFrom({}, 'production').tokenSecret).toBeNull();
    const secret = 'x'.repeat(32);
    expect(healthIntakeConfigFrom({ HEALTH_TOKEN_SECRET: secret }, 'production').tokenSecret).toBe(
      secret,
    );
    expect(() =>
      healthIntakeConfigFrom({ HEALTH_TOKEN_SECRET: 'x'.repeat(31) }, 'production'),
    ).toThrow(/HEALTH_TOKEN_SECRET/);
    expect(
      healthIntakeConfigFrom({ HEALTH_REPORTS_PER_MINUTE: '200' }, 'test').reportsPerMinute,
    ).toBe(200);
    for (const bad of ['0', '-1', '1.5', 'many'])
      expect(() => healthIntakeConfigFrom({ HEALTH_REPORTS_PER_MINUTE: bad }, 'test')).toThrow(
        /HEALTH_REPORTS_PER_MINUTE/,
      );
  });
});
