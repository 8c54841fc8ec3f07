import { isIP } from 'node:net';
import { DEVELOPMENT_RELEASE_TOKEN, type AppConfig } from './config';
import { DEV_HEALTH_TOKEN_SECRET } from './healthIntakeConfig';
import { DEV_BLIND_INDEX_KEY, DEV_DATA_KEYS, parseKeyRing } from './core/vault';
import { MIN_SECRET_LENGTH } from './secrets';
import type { Queryable } from './db/database';

/**
 * What the API refuses to start without (docs/decisions-api.md#production-mode). Each problem is
 * one line naming the setting and what to do, so an operator fixes them all in one go.
 */

/** localhost, 127.0.0.0/8 and ::1 (also as an IPv4-mapped address): this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** Problems found in the configuration alone, before the database is opened. */
export function configProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const listeners = [{ name: 'HOST', host: config.host }];
  if (config.ops) listeners.push({ name: 'OPS_HOST', host: config.ops.host });
  if (config.venueFaults && config.appEnv !== 'test')
    problems.push(
      `VENUE_FAULTS is set: injected venue faults exist for APP_ENV=test only (the simulation, docs/crash-test.md#simulation); unset it`,
    );

  if (config.appEnv !== 'production') {
    for (const { name, host } of listeners) {
      if (!isLoopbackHost(host))
        problems.push(
          `${name}=${host}: APP_ENV=${config.appEnv} carries development helpers and listens on loopback only (127.0.0.1); set APP_ENV=production to serve other machines`,
        );
    }
    return problems;
  }

  if (!config.releaseToken)
    problems.push(
      `RELEASE_TOKEN is not set: the bearer token of /ops/releases, a random string of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 36)`,
    );
  else if (config.releaseToken === DEVELOPMENT_RELEASE_TOKEN)
    problems.push('RELEASE_TOKEN is the development token: generate a random one');
  else if (config.releaseToken.length < MIN_SECRET_LENGTH)
    problems.push(`RELEASE_TOKEN is shorter than ${MIN_SECRET_LENGTH} characters`);

  if (!config.healthIntake.tokenSecret)
    problems.push(
      `HEALTH_TOKEN_SECRET is not set: signs the page-load tokens of health reports, a random string of at least ${MIN_SECRET_LENGTH} characters, the same in every API process`,
    );
  else if (config.healthIntake.tokenSecret === DEV_HEALTH_TOKEN_SECRET)
    problems.push('HEALTH_TOKEN_SECRET is the development secret: generate a random one');

  problems.push(...dataKeyProblems(config));

  if (!config.databaseUrl)
    problems.push(
      'DATABASE_URL is not set: production runs on PostgreSQL (the embedded database is for one developer process)',
    );
  if (config.ops && config.ops.port === config.port)
    problems.push(
      `OPS_PORT=${config.ops.port} is the player port: the operator surfaces need their own`,
    );
  return problems;
}

/** docs/decisions-api.md#personal-data-at-rest: no personal data under a known key. */
function dataKeyProblems(config: AppConfig): string[] {
  if (!config.dataKeys)
    return [
      'DATA_KEYS (or DATA_KEYS_FILE) and BLIND_INDEX_KEY (or BLIND_INDEX_KEY_FILE) are not both set: the keys of personal data at rest, DATA_KEYS=<id>:<openssl rand -base64 32> (several comma-separated while rotating, the first is current) and BLIND_INDEX_KEY=<openssl rand -base64 32>, the same in every API process',
    ];
  const dev = parseKeyRing(DEV_DATA_KEYS, DEV_BLIND_INDEX_KEY);
  const devKey = dev.keys.get(dev.currentId)!;
  const problems: string[] = [];
  if (Array.from(config.dataKeys.keys.values()).some((k) => k.equals(devKey)))
    problems.push('DATA_KEYS holds the development key: generate a random one');
  if (config.dataKeys.indexKey.equals(dev.indexKey))
    problems.push('BLIND_INDEX_KEY is the development key: generate a random one');
  return problems;
}

/** Problems only the migrated database can tell: operator credentials are created by command. */
export async function databaseProblems(db: Queryable, config: AppConfig): Promise<string[]> {
  if (config.appEnv !== 'production') return [];
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_agents');
  return rows[0]!.n > 0
    ? []
    : [
        'no operator account: add a support agent first: `npm run ops -- support:agent-add --name <n> --group online --password-stdin` (the password on standard input)',
      ];
}

/** Thrown by the start-up with every problem found; main prints them and exits 1. */
export class StartupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the API refuses to start (APP_ENV decides: docs/decisions-api.md#production-mode):\n${problems
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
  }
}
