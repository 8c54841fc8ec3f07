import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_RELEASE_TOKEN, loadConfig, testConfig } from '../src/config';
import { DEV_HEALTH_TOKEN_SECRET } from '../src/healthIntakeConfig';
import { MIN_SECRET_LENGTH } from '../src/secrets';
import { currentDevMailbox } from '../src/core/messages';
import { DEV_BLIND_INDEX_KEY, DEV_DATA_KEYS } from '../src/core/vault';
import { configProblems, databaseProblems, isLoopbackHost } from '../src/startupChecks';
import { listRoutes, type ListedRoute } from './support/routeList';
import { useTestApp } from './support/testApp';

// docs/decisions-api.md#production-mode

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'x'.repeat(MIN_SECRET_LENGTH);
const PRODUCTION = {
  APP_ENV: 'production',
  RELEASE_TOKEN: TOKEN,
  HEALTH_TOKEN_SECRET: 'y'.repeat(MIN_SECRET_LENGTH),
  DATABASE_URL: 'postgres://platform@127.0.0.1/platform',
  DATA_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
};

describe('the mode', () => {
  it('is production unless development or test is asked for by name', () => {
    expect(loadConfig({}).appEnv).toBe('production');
    expect(loadConfig({ APP_ENV: '' }).appEnv).toBe('production');
    expect(loadConfig({ APP_ENV: 'development' }).appEnv).toBe('development');
    expect(loadConfig({ APP_ENV: 'test' }).appEnv).toBe('test');
  });

  it('refuses a development mode beside NODE_ENV=production', () => {
    expect(() => loadConfig({ APP_ENV: 'development', NODE_ENV: 'production' })).toThrow(
      /contradicts NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).appEnv).toBe('production');
  });

  it('has no release token or local mirror of its own in production', () => {
    expect(loadConfig({}).releaseToken).toBeNull();
    expect(loadConfig({}).deployFallbackUrl).toBeNull();
    expect(
      loadConfig({ DEPLOY_FALLBACK_URL: 'https://cdn.example/deploy' }).deployFallbackUrl,
    ).toBe('https://cdn.example/deploy/');
    expect(loadConfig({ APP_ENV: 'development' }).releaseToken).toBe(DEVELOPMENT_RELEASE_TOKEN);
  });

  it('puts the operator surfaces on their own port in production', () => {
    expect(loadConfig({}).ops).toEqual({ host: '127.0.0.1', port: 3101 });
    expect(loadConfig({ OPS_PORT: '9001', OPS_HOST: '10.0.0.5' }).ops).toEqual({
      host: '10.0.0.5',
      port: 9001,
    });
    expect(loadConfig({ APP_ENV: 'development' }).ops).toBeNull();
    expect(loadConfig({ APP_ENV: 'development', OPS_PORT: '3201' }).ops?.port).toBe(3201);
  });
});

describe('start-up refusals', () => {
  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '192.168.1.2', 'example.com', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses to listen beyond loopback outside production', () => {
    for (const APP_ENV of ['development', 'test']) {
      expect(configProblems(loadConfig({ APP_ENV, HOST: '0.0.0.0' }))).toEqual([
        expect.stringMatching(/^HOST=0\.0\.0\.0: APP_ENV=\w+ .* loopback only/),
      ]);
      expect(configProblems(loadConfig({ APP_ENV, OPS_PORT: '3201', OPS_HOST: '::' }))).toEqual([
        expect.stringMatching(/^OPS_HOST=::/),
      ]);
      expect(configProblems(loadConfig({ APP_ENV }))).toEqual([]);
    }
  });

  it('starts in production, on any interface, with every secret it needs', () => {
    expect(configProblems(loadConfig({ ...PRODUCTION, HOST: '0.0.0.0' }))).toEqual([]);
  });

  it('names each missing secret in production', () => {
    const problems = configProblems(loadConfig({}));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^RELEASE_TOKEN is not set/);
    expect(problems[1]).toMatch(/^HEALTH_TOKEN_SECRET is not set/);
    expect(problems[2]).toMatch(/^DATA_KEYS \(or DATA_KEYS_FILE\) and BLIND_INDEX_KEY/);
    expect(problems[3]).toMatch(/^DATABASE_URL is not set/);
    // One of the two keys is not enough either.
    const { BLIND_INDEX_KEY: _, ...withoutIndexKey } = PRODUCTION;
    expect(configProblems(loadConfig(withoutIndexKey))).toEqual([
      expect.stringMatching(/^DATA_KEYS \(or DATA_KEYS_FILE\) and BLIND_INDEX_KEY/),
    ]);
  });

  // docs/decisions-api.md#personal-data-at-rest
  it('refuses the development data keys in production, and reads keys from files', () => {
    expect(
      configProblems(
        loadConfig({
          ...PRODUCTION,
          DATA_KEYS: DEV_DATA_KEYS,
          BLIND_INDEX_KEY: DEV_BLIND_INDEX_KEY,
        }),
      ),
    ).toEqual([
      expect.stringMatching(/DATA_KEYS holds the development key/),
      expect.stringMatching(/BLIND_INDEX_KEY is the development key/),
    ]);
    const folder = mkdtempSync(join(tmpdir(), 'keys-'));
    writeFileSync(join(folder, 'data'), `${PRODUCTION.DATA_KEYS}\n`);
    writeFileSync(join(folder, 'index'), PRODUCTION.BLIND_INDEX_KEY);
    const { DATA_KEYS: _d, BLIND_INDEX_KEY: _i, ...rest } = PRODUCTION;
    const fromFiles = loadConfig({
      ...rest,
      DATA_KEYS_FILE: join(folder, 'data'),
      BLIND_INDEX_KEY_FILE: join(folder, 'index'),
    });
    expect(configProblems(fromFiles)).toEqual([]);
    expect(fromFiles.dataKeys?.currentId).toBe('k1');
    expect(() => loadConfig({ ...PRODUCTION, DATA_KEYS: 'k1:tooShort' })).toThrow(
      /32 random bytes/,
    );
  });

  it('refuses the development health-token secret', () => {
    expect(
      configProblems(loadConfig({ ...PRODUCTION, HEALTH_TOKEN_SECRET: DEV_HEALTH_TOKEN_SECRET })),
    ).toEqual([expect.stringMatching(/HEALTH_TOKEN_SECRET is the development secret/)]);
  });

  it('refuses the development release token and a short one', () => {
    expect(
      configProblems(loadConfig({ ...PRODUCTION, RELEASE_TOKEN: DEVELOPMENT_RELEASE_TOKEN })),
    ).toEqual([expect.stringMatching(/development token/)]);
    expect(configProblems(loadConfig({ ...PRODUCTION, RELEASE_TOKEN: TOKEN.slice(1) }))).toEqual([
      expect.stringMatching(/shorter than 32/),
    ]);
  });

  it('refuses the operator surfaces on the player port', () => {
    expect(configProblems(loadConfig({ ...PRODUCTION, PORT: '4000', OPS_PORT: '4000' }))).toEqual([
      expect.stringMatching(/^OPS_PORT=4000 is the player port/),
    ]);
  });

  it('exits naming what is missing instead of listening', async () => {
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/main.ts'],
          { cwd: API_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
    const production = await run({ PORT: '0' });
    expect(production.code).toBe(1);
    expect(production.stderr).toContain('the API refuses to start');
    expect(production.stderr).toContain('RELEASE_TOKEN is not set');
    expect(production.stderr).toContain('HEALTH_TOKEN_SECRET is not set');
    expect(production.stderr).toContain('DATA_KEYS (or DATA_KEYS_FILE)');
    expect(production.stderr).toContain('DATABASE_URL is not set');

    const exposed = await run({ APP_ENV: 'development', HOST: '0.0.0.0', PORT: '0' });
    expect(exposed.code).toBe(1);
    expect(exposed.stderr).toContain('HOST=0.0.0.0: APP_ENV=development');
  });
});

describe('operator credentials', () => {
  const t = useTestApp();

  it('are created by command: production refuses to start without one', async () => {
    const production = testConfig({ appEnv: 'production' });
    expect(await databaseProblems(t.db, production)).toEqual([]);
    await t.db
      .transaction(async (tx) => {
        await tx.query('DELETE FROM support_agents');
        expect(await databaseProblems(tx, production)).toEqual([
          expect.stringMatching(/^no operator account: .*support:agent-add/),
        ]);
        expect(await databaseProblems(tx, testConfig())).toEqual([]);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});

class Rollback extends Error {}

/** A concrete URL for a route pattern (`:id` → `1`). */
const concrete = (route: ListedRoute) => route.url.replace(/:[A-Za-z]+/g, '1');

describe('the player port in production', () => {
  const t = useTestApp({ config: { appEnv: 'development' } });

  it('answers 404 on every /__dev and /ops path, which the operator port serves', async () => {
    const development = listRoutes(t.app);
    const dev = development.filter((r) => r.url.startsWith('/__dev'));
    const ops = development.filter((r) => r.url.startsWith('/ops'));
    // The lists come from the development build: a new helper or operator route is covered too.
    expect(dev.length).toBeGreaterThanOrEqual(15);
    expect(ops.length).toBeGreaterThanOrEqual(8);

    await t.rebuild({ config: { appEnv: 'production' } });
    expect(t.app.ops).not.toBe(t.app);
    for (const route of [...dev, ...ops]) {
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const served = listRoutes(t.app.ops).map((r) => `${r.method} ${r.url}`);
    for (const route of ops) expect(served).toContain(`${route.method} ${route.url}`);
    expect(listRoutes(t.app.ops).some((r) => r.url.startsWith('/__dev'))).toBe(false);
    // Codes and captcha answers exist only hashed: no development mailbox keeps them in clear.
    expect(currentDevMailbox()).toBeNull();
    const captcha = await t.call('getCaptcha');
    expect(captcha.body.code).toBe(0);
    expect(currentDevMailbox()).toBeNull();
  });
});
