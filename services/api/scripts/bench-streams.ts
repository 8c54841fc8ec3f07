// The member event stream's part of `pnpm bench:api` (docs/product-rules.md#event-stream): how many
// streams one API process holds, what each costs in memory, how long a committed change takes to
// reach its member's stream as a `balance` event, and the CPU a pushed balance costs.
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hashPassword } from '../src/core/auth/passwords';
import { SESSION_LIFETIME_MS, hashToken } from '../src/core/auth/sessions';
import { memberTopic, payloads } from '../src/core/events/eventBus';
import { DEFAULT_CURRENCY, PLAYER_WALLET_KINDS } from '../src/core/ledger/accounts';
import { EVENT_STREAM_PATH } from '../src/http/eventStream';

export interface StreamMember {
  userId: number;
  username: string;
  token: string;
}

/** A change must reach its stream within this, else it counts as missed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Streams opened at once; each waits for its `ready`. */
export const OPEN_BATCH = 500;
const OPEN_TIMEOUT_MS = 30_000;
/** The venue the sampled members move money to, and how much each time (fen). */
const SAMPLE_VENUE = 'STSPORT';
const SAMPLE_AMOUNT_FEN = 100;
/** Each of the two windows that measure the streams' CPU at rest. */
const IDLE_WINDOW_MS = 4_000;
/** The event bus's NOTIFY channel (its default). */
const CHANNEL = 'platform_events';

/**
 * `count` members made straight in the database, as sign-up leaves them (the user, its three
 * wallets, one live session stored as the token's sha256): registering 10,000 through the API would
 * take minutes of scrypt and captchas. All share one password hash.
 */
export async function createStreamMembers(
  databaseUrl: string,
  count: number,
): Promise<StreamMember[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hashPassword('bench1234');
    const members: StreamMember[] = [];
    const stamp = Date.now().toString(36);
    for (let from = 0; from < count; from += 2_000) {
      const usernames = Array.from(
        { length: Math.min(2_000, count - from) },
        (_, i) => `st${stamp}${from + i}`,
      );
      const tokens = usernames.map(() => randomBytes(32).toString('base64url'));
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number; username: string }>(
        `INSERT INTO users (username, password_hash, currency, register_ip)
         SELECT u, $2, $3, '127.0.0.1' FROM unnest($1::text[]) WITH ORDINALITY AS t(u, n) ORDER BY n
         RETURNING id::int AS id, username`,
        [usernames, passwordHash, DEFAULT_CURRENCY],
      );
      const idOf = new Map(rows.map((row) => [row.username, row.id]));
      const ids = usernames.map((username) => idOf.get(username)!);
      await client.query(
        `INSERT INTO ledger_accounts (owner_user_id, kind, currency)
         SELECT u, k, $3 FROM unnest($1::bigint[]) AS u CROSS JOIN unnest($2::text[]) AS k`,
        [ids, [...PLAYER_WALLET_KINDS], DEFAULT_CURRENCY],
      );
      await client.query(
        `INSERT INTO sessions (user_id, token_hash, ip, created_at, expires_at)
         SELECT u, h, '127.0.0.1', now(), now() + $3 * interval '1 millisecond'
         FROM unnest($1::bigint[], $2::text[]) AS t(u, h)`,
        [ids, tokens.map(hashToken), SESSION_LIFETIME_MS],
      );
      await client.query('COMMIT');
      usernames.forEach((username, i) =>
        members.push({ userId: ids[i]!, username, token: tokens[i]! }),
      );
    }
    return members;
  } finally {
    await client.end();
  }
}

interface BalanceSeen {
  key: string;
  central: unknown;
  at: number;
}

/** One open stream as the bench sees it: the balances it was pushed, with when they arrived. */
interface OpenStream {
  member: StreamMember;
  balances: BalanceSeen[];
  /** Set while a change of this member waits for its push. */
  waiter: { key: string; resolve: (at: number) => void } | null;
  open: boolean;
  close: () => void;
}

/** Key order does not matter: the balance as a JSON text with sorted keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * GET /web/events over plain node:http (one socket each, no agent cap), resolved on `ready`.
 * `event:`/`data:` lines are parsed as they come; a `balance` is stamped when its chunk arrived.
 */
function openStream(port: number, member: StreamMember): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const stream: OpenStream = {
      member,
      balances: [],
      waiter: null,
      open: false,
      close: () => req.destroy(),
    };
    const req = request({
      host: '127.0.0.1',
      port,
      path: EVENT_STREAM_PATH,
      agent: false,
      headers: { token: member.token, accept: 'text/event-stream' },
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no ready within ${OPEN_TIMEOUT_MS} ms`)),
      OPEN_TIMEOUT_MS,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      stream.open = false;
      reject(error);
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        res.resume();
        reject(new Error(`HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (event === 'ready') {
            clearTimeout(timer);
            stream.open = true;
            resolve(stream);
          } else if (event === 'balance') {
            const { userBalanceMap } = JSON.parse(data.join('\n')) as {
              userBalanceMap: { centralWallet?: unknown };
            };
            const key = canonical(userBalanceMap);
            stream.balances.push({ key, central: userBalanceMap.centralWallet, at });
            if (stream.waiter?.key === key) stream.waiter.resolve(at);
          }
        }
      });
      res.on('close', () => {
        stream.open = false;
      });
    });
    req.end();
  });
}

/** Resident memory of a process, in KB (/proc/<pid>/status VmRSS). */
export function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

/** The soft limit on open files of this process (/proc/self/limits). */
export function openFilesLimit(): number {
  const match = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return Number(match?.[1] ?? 0);
}

export interface DelayResult {
  changes: number;
  /** Changes the API refused or failed (they have no push to wait for). */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** Pushes that had not arrived PUSH_TIMEOUT_MS after the change's answer (Infinity above). */
  missed: number;
  /** The p99 of the pushes that did arrive. */
  p99Delivered: number;
  /** Pushes that arrived before the change's HTTP answer (counted as 0 ms). */
  early: number;
  /**
   * Of the missed: those whose member was pushed the new central wallet but not the rest of the
   * answer (the venue's side still shown in flight): the transfer's first commit was announced,
   * its completion not.
   */
  missedAfterHold: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * One convertMoney central → venue per sampled member, spread evenly over `spreadMs`, and for each
 * the time from its answer reaching the bench (both ledger commits done) to the `balance` event
 * showing the balances that answer gave, on the bench's clock.
 */
async function measureDelays(
  port: number,
  sample: readonly OpenStream[],
  spreadMs: number,
): Promise<DelayResult> {
  const delays: number[] = [];
  let failed = 0;
  let missed = 0;
  let early = 0;
  let missedAfterHold = 0;
  const change = async (stream: OpenStream): Promise<void> => {
    const sentAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/web/apiCode/convertMoney`, {
      method: 'POST',
      headers: { token: stream.member.token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        platCode: SAMPLE_VENUE,
        direction: 'toVenue',
        amount: String(SAMPLE_AMOUNT_FEN),
        idempotencyKey: `bench-stream-${randomUUID()}`,
      }).toString(),
    });
    const answer = (await response.json()) as {
      code: number;
      userBalanceMap?: { centralWallet?: unknown };
    };
    const answeredAt = performance.now();
    if (answer.code !== 0 || answer.userBalanceMap === undefined) {
      failed++;
      return;
    }
    const key = canonical(answer.userBalanceMap);
    const seen = stream.balances.find((b) => b.key === key && b.at >= sentAt);
    if (seen) {
      if (seen.at < answeredAt) early++;
      delays.push(Math.max(0, seen.at - answeredAt));
      return;
    }
    const at = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), PUSH_TIMEOUT_MS);
      stream.waiter = {
        key,
        resolve: (when) => {
          clearTimeout(timer);
          resolve(when);
        },
      };
    });
    stream.waiter = null;
    if (at === null) {
      missed++;
      const central = answer.userBalanceMap.centralWallet;
      if (stream.balances.some((b) => b.at >= sentAt && b.central === central)) missedAfterHold++;
      delays.push(Infinity);
    } else delays.push(at - answeredAt);
  };
  const step = spreadMs / Math.max(sample.length, 1);
  await Promise.all(
    sample.map(async (stream, i) => {
      await sleep(i * step);
      await change(stream).catch(() => failed++);
    }),
  );
  delays.sort((a, b) => a - b);
  const delivered = delays.filter((d) => Number.isFinite(d));
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    changes: sample.length,
    failed,
    p50: round(percentile(delays, 0.5)),
    p99: round(percentile(delays, 0.99)),
    p99Delivered: round(percentile(delivered, 0.99)),
    max: round(delays.at(-1) ?? 0),
    missed,
    early,
    missedAfterHold,
  };
}

export interface StreamStep extends DelayResult {
  /** Streams asked for, and how many opened (got `ready`) and were still open after the step. */
  streams: number;
  opened: number;
  stillOpen: number;
  /**
   * The API's resident memory with this many streams open, and what each stream opened since the
   * previous step (or since none) added to it, in KB.
   */
  rssKb: number;
  rssPerStreamKb: number;
  /** Seconds it took to open the step's new streams. */
  openSeconds: number;
  firstError: string | null;
}

export interface PushCost {
  pushes: number;
  received: number;
  seconds: number;
  apiCpuMs: number;
  pgCpuMs: number;
  /** CPU of the open streams at rest (heartbeats, session re-checks), per second. */
  idleApiCpuMsPerS: [before: number, after: number];
  idlePgCpuMsPerS: [before: number, after: number];
}

export type CpuNow = () => { api: number; pg: number };

/**
 * The stream measurements against a running API: for each step, open streams up to that many
 * (distinct members, `members[0..n)`), then time pushes for `sampleSize` of them; after the last
 * step, the CPU a pushed balance costs. The first `sampleSize` members must hold central money.
 */
export async function benchStreams(options: {
  port: number;
  apiPid: number;
  databaseUrl: string;
  members: readonly StreamMember[];
  steps: readonly number[];
  sampleSize: number;
  spreadMs: number;
  cpuNow: CpuNow;
  log: (line: string) => void;
}): Promise<{ steps: StreamStep[]; pushCost: PushCost | null; rssBeforeKb: number }> {
  const { port, apiPid, members, log } = options;
  const streams: OpenStream[] = [];
  const rssBefore = rssKb(apiPid);
  let previous = { rss: rssBefore, streams: 0 };
  const steps: StreamStep[] = [];
  try {
    for (const target of options.steps) {
      const started = performance.now();
      let firstError: string | null = null;
      for (let from = streams.length; from < target; from += OPEN_BATCH) {
        const batch = members.slice(from, Math.min(target, from + OPEN_BATCH));
        const results = await Promise.allSettled(batch.map((m) => openStream(port, m)));
        for (const result of results) {
          if (result.status === 'fulfilled') streams.push(result.value);
          else firstError ??= String(result.reason);
        }
        // A stream that failed to open is not retried: its member is skipped.
        if (streams.length < from + batch.length && firstError) break;
      }
      const openSeconds = Math.round((performance.now() - started) / 100) / 10;
      // The opening balances (one per new stream) drain before the clock starts.
      await sleep(2_000);
      const rss = rssKb(apiPid);
      log(
        `${streams.length} streams open in ${openSeconds} s; API RSS ${Math.round(rss / 1024)} MB`,
      );
      for (const stream of streams) stream.balances = [];
      const delays = await measureDelays(
        port,
        streams.slice(0, options.sampleSize),
        options.spreadMs,
      );
      const step: StreamStep = {
        streams: target,
        opened: streams.length,
        stillOpen: streams.filter((s) => s.open).length,
        rssKb: rss,
        rssPerStreamKb:
          Math.round(((rss - previous.rss) / Math.max(streams.length - previous.streams, 1)) * 10) /
          10,
        openSeconds,
        firstError,
        ...delays,
      };
      log(`streams ${JSON.stringify(step)}`);
      previous = { rss, streams: streams.length };
      steps.push(step);
      if (streams.length < target) break;
    }
    const pushCost = streams.length > 0 ? await measurePushCost(options, streams) : null;
    if (pushCost) log(`pushed balances ${JSON.stringify(pushCost)}`);
    return { steps, pushCost, rssBeforeKb: rssBefore };
  } finally {
    for (const stream of streams) stream.close();
  }
}

/**
 * What a pushed balance costs: the bench sends what another API process would (NOTIFY batches
 * naming every open stream's member), and the API re-reads each balance and writes it out. The CPU
 * of the streams at rest over as long is taken off.
 */
async function measurePushCost(
  options: { databaseUrl: string; cpuNow: CpuNow },
  streams: readonly OpenStream[],
): Promise<PushCost> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    // At rest, per second: the re-checks come in waves (streams opened together re-check
    // together), so it is measured before and after the pushes and the mean is taken off.
    const atRest = async () => {
      const cpuFrom = options.cpuNow();
      const started = performance.now();
      await sleep(IDLE_WINDOW_MS);
      const cpuTo = options.cpuNow();
      const s = (performance.now() - started) / 1000;
      return { api: (cpuTo.api - cpuFrom.api) / s, pg: (cpuTo.pg - cpuFrom.pg) / s };
    };
    const restBefore = await atRest();

    const open = streams.filter((s) => s.open);
    const counts = open.map((s) => s.balances.length);
    const received = () =>
      open.reduce((n, s, i) => n + (s.balances.length > counts[i]! ? 1 : 0), 0);
    const from = options.cpuNow();
    const start = performance.now();
    const batch = open.map((s) => ({ topic: memberTopic(s.member.userId), type: 'balance' }));
    for (const payload of payloads(batch)) {
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    }
    const deadline = start + 3 * PUSH_TIMEOUT_MS;
    while (received() < open.length && performance.now() < deadline) await sleep(20);
    const seconds = (performance.now() - start) / 1000;
    const to = options.cpuNow();
    const got = received();
    const restAfter = await atRest();
    const idle = {
      api: (restBefore.api + restAfter.api) / 2,
      pg: (restBefore.pg + restAfter.pg) / 2,
    };
    const per = (used: number, idleRate: number) =>
      Math.round(((used - idleRate * seconds) / Math.max(got, 1)) * 1000) / 1000;
    return {
      pushes: open.length,
      received: got,
      seconds: Math.round(seconds * 100) / 100,
      apiCpuMs: per(to.api - from.api, idle.api),
      pgCpuMs: per(to.pg - from.pg, idle.pg),
      idleApiCpuMsPerS: [Math.round(restBefore.api), Math.round(restAfter.api)],
      idlePgCpuMsPerS: [Math.round(restBefore.pg), Math.round(restAfter.pg)],
    };
  } finally {
    await client.end();
  }
}
