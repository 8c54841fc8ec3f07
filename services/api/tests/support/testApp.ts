import { endpoints, type EndpointName, type RequestOf } from '@platform/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { verifyAuditChain } from '../../src/core/audit';
import { checkLedger } from '../../src/core/ledger/checkLedger';
import { userColumns, type PersonalFields } from '../../src/core/auth';
import { currentDevMailbox, DevMailbox, type OutboxEntry } from '../../src/core/messages';
import { ManualClock } from '../../src/core/time/clock';
import type { HandlerMap } from '../../src/http/context';
import { openTestDatabase, type TestDatabase } from './testDatabase';

export interface CallOptions {
  token?: string;
  /** Language code 1-8 for the `lang` header. */
  lang?: number;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: { code: number; msg: string } & Record<string, unknown>;
}

export interface TestApp {
  readonly db: Database;
  /** The test database's own PostgreSQL URL (null on PGlite). */
  readonly databaseUrl: string | null;
  readonly app: FastifyInstance;
  readonly clock: ManualClock;
  /** Calls an endpoint of the list the way the app does (its method and encoding). */
  call<N extends EndpointName>(
    name: N,
    input?: Partial<RequestOf<N>> | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Answer>;
  /** A fresh captcha and its answer (from the development mailbox, as /__dev/captcha reads it). */
  captcha(): Promise<{ captchaKey: string; captchaCode: string }>;
  /** The newest code sent to a phone or e-mail (notices, which carry none, are passed over). */
  latestCode(target: string): Promise<string>;
  /** What the gateway sent to a phone or e-mail, oldest first (the development mailbox). */
  sent(target: string): OutboxEntry[];
  /** Writes a player's phone, e-mail or real name directly, sealed as the app writes them. */
  setPersonal(username: string, fields: PersonalFields): Promise<void>;
  /**
   * Proves the login password on the player's session, as the app's confirmation step does:
   * binding a phone or e-mail, the payment password and payment accounts need it within minutes.
   */
  confirmPassword(player: { token: string; password: string }): Promise<void>;
  /** Registers a player (SMS code included); returns the token and the credentials used. */
  registerPlayer(
    overrides?: Partial<PlayerSeed>,
  ): Promise<PlayerSeed & { token: string; userId: number }>;
  /** Rebuilds the app with other settings (same database). */
  rebuild(options: {
    config?: Partial<AppConfig>;
    handlers?: HandlerMap;
    logLines?: string[];
  }): Promise<void>;
}

export interface PlayerSeed {
  username: string;
  password: string;
  mobile: string;
  email: string | null;
}

/** The test mode's development mailbox (buildApp opens it outside production). */
function mailbox() {
  const open = currentDevMailbox();
  if (!open) throw new Error('no development mailbox: the app was built in production mode');
  return open;
}

let counter = 0;
/** A valid username/phone pair no other test in this file used. */
export function uniquePlayer(): PlayerSeed {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return { username: `player${n}`, password: 'secret123', mobile: `1380000${n}`, email: null };
}

function encodeForm(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    if (v !== undefined && v !== null) params.append(k, String(v));
  return params.toString();
}

export async function inject(
  app: FastifyInstance,
  name: EndpointName,
  input: Record<string, unknown>,
  options: CallOptions,
): Promise<Answer> {
  const def = endpoints[name];
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token !== undefined) headers.token = options.token;
  if (options.lang !== undefined) headers.lang = String(options.lang);
  const url = `/web/${def.path}`;
  let response: LightMyRequestResponse;
  if (def.method === 'GET') {
    const qs = encodeForm(input);
    response = await app.inject({
      method: 'GET',
      url: qs ? `${url}?${qs}` : url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
  } else if (def.encoding === 'json') {
    response = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: input,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    response = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: encodeForm(input),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
  }
  return { status: response.statusCode, body: response.json() };
}

/**
 * The request fields that carry a phone, an e-mail, a card number or a payout account: each value a
 * test sends through `call` must be nowhere in plain text when the test ends
 * (docs/decisions-api.md#personal-data-at-rest). Shorter values are not distinctive enough.
 */
const PERSONAL_FIELDS = new Set(['mobile', 'email', 'cardNumber', 'address', 'account']);
const MIN_PERSONAL_LENGTH = 6;

function personalValues(input: Record<string, unknown>, into: Set<string>): void {
  for (const [field, value] of Object.entries(input)) {
    if (
      PERSONAL_FIELDS.has(field) &&
      typeof value === 'string' &&
      value.trim().length >= MIN_PERSONAL_LENGTH
    )
      into.add(value.trim());
  }
}

/**
 * The harness of an HTTP test file: one database for the file (reset after each test, after
 * checking the ledger is sound), a fresh app and manual clock for each test.
 */
export function useTestApp(
  options: {
    config?: Partial<AppConfig>;
    /** One app and one database state for the whole file (long generated runs), not per test. */
    shareAcrossTests?: boolean;
    /** Opens the database the app runs on (the file's own test database when not given). */
    openDatabase?: () => Promise<TestDatabase>;
  } = {},
): TestApp {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: ManualClock;
  /** What this test sent that must not be stored in plain text. */
  const sentPersonal = new Set<string>();

  const build = async (config: Partial<AppConfig>, handlers?: HandlerMap, logLines?: string[]) => {
    app = await buildApp({
      db: database.db,
      config: testConfig(config),
      clock,
      ...(handlers ? { handlers } : {}),
      ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
    });
    await app.ready();
  };

  const start = async () => {
    clock = new ManualClock();
    await build(options.config ?? {});
  };
  const finish = async () => {
    await app.close();
    const problems = await checkLedger(database.db);
    const chain = await verifyAuditChain(database.db);
    // Before the reset, while this test's rows still exist: none holds what the test sent.
    const stored = await database.plaintextOf([...sentPersonal]);
    sentPersonal.clear();
    await database.reset();
    expect(problems).toEqual([]);
    expect(chain.problem).toBeNull();
    expect(stored, 'personal data stored in plain text').toEqual([]);
    currentDevMailbox()?.clear();
  };
  beforeAll(async () => {
    database = await (options.openDatabase ?? openTestDatabase)();
    if (options.shareAcrossTests) await start();
  });
  afterAll(async () => {
    if (options.shareAcrossTests && app) await finish();
    await database?.close();
  });
  if (!options.shareAcrossTests) {
    beforeEach(start);
    afterEach(finish);
  }

  const harness: TestApp = {
    get db() {
      return database.db;
    },
    get databaseUrl() {
      return database.url;
    },
    get app() {
      return app;
    },
    get clock() {
      return clock;
    },
    call(name, input = {}, callOptions = {}) {
      personalValues(input as Record<string, unknown>, sentPersonal);
      return inject(app, name, input as Record<string, unknown>, callOptions);
    },
    async captcha() {
      const answer = await harness.call('getCaptcha');
      const captchaKey = answer.body.captchaKey as string;
      return { captchaKey, captchaCode: mailbox().captchaAnswer(captchaKey)! };
    },
    async latestCode(target) {
      const code = mailbox()
        .sentTo(target, DevMailbox.LIMIT)
        .find((m) => m.code !== null)?.code;
      if (!code) throw new Error(`nothing was sent to ${target}`);
      return code;
    },
    sent(target) {
      return mailbox().sentTo(target, DevMailbox.LIMIT).reverse();
    },
    async confirmPassword({ token, password }) {
      const answer = await harness.call('confirmLoginPassword', { password }, { token });
      expect(answer.body).toMatchObject({ code: 0 });
    },
    async registerPlayer(overrides = {}) {
      const player = { ...uniquePlayer(), ...overrides };
      // One address per player (rate limits), the same for both calls: the code is bound to it.
      const ip = `10.8.${counter % 250}.1`;
      const sent = await harness.call('getPhoneCodeByRegister', { mobile: player.mobile }, { ip });
      expect(sent.body.code).toBe(0);
      const answer = await harness.call(
        'register',
        {
          username: player.username,
          password: player.password,
          confirmPassword: player.password,
          mobile: player.mobile,
          smsCode: await harness.latestCode(player.mobile),
          agreement: true,
          ...(await harness.captcha()),
        },
        { ip },
      );
      expect(answer.body).toMatchObject({ code: 0 });
      if (player.email) await harness.setPersonal(player.username, { email: player.email });
      const userInfo = answer.body.userInfo as { userId: number };
      return { ...player, token: answer.body.token as string, userId: userInfo.userId };
    },
    async setPersonal(username, fields) {
      const row = userColumns(fields);
      const columns = Object.keys(row);
      await database.db.query(
        `UPDATE users SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}
         WHERE lower(username) = lower($1)`,
        [username, ...Object.values(row)],
      );
    },
    async rebuild({ config, handlers, logLines }) {
      await app.close();
      await build({ ...(options.config ?? {}), ...(config ?? {}) }, handlers, logLines);
    },
  };
  return harness;
}
