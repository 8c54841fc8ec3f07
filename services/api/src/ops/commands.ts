import { readFile } from 'node:fs/promises';
import { dateTimeText, parseYuanToFen } from '@platform/api-client/contract';
import { z } from 'zod';
import { addRestriction, listRestrictions, parseNetwork, removeRestriction } from '../core/access';
import { auditOperator, describeAuditProblem, verifyAuditChain } from '../core/audit';
import { DomainError } from '../core/errors';
import type { DomainLogger } from '../core/logger';
import type { EventPublisher } from '../core/events';
import { checkLedger } from '../core/ledger';
import { setSysConfigValue } from '../core/site';
import { playSessionView, protectionStatus } from '../core/playerProtection';
import { listRuns, runDueJobs, Scheduler } from '../core/scheduler';
import { systemClock } from '../core/time';
import { reconcileVenues, repairVenueTransfers, type VenueProvider } from '../core/venues';
import type { Database } from '../db/database';
import { SCHEDULED_JOBS } from '../jobs';
import { rotateDataKeys } from './personalData';
import { announcementInputSchema, convertToAgent, publishAnnouncement } from '../modules/account';
import { pullAllBetFeeds, sportsIncidentBody, sportsIncidentNow } from '../modules/games';
import { grantWelfareByOperator, operatorGrantSchema } from '../modules/promotions';
import {
  addSupportAgent,
  EXCLUSION_LIFT_REQUEST_MIN_DAYS,
  liftExclusionOnRequest,
  listAgentAudit,
  listFeedbackForDesk,
  newAgentSchema,
  replyAsNamedAgent,
  replyToFeedback,
} from '../modules/support';
import { backupDatabase, KEYS_NOT_IN_BACKUP, restoreDatabase, type DatabaseStore } from './backup';
import {
  approveDeposit,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  runDuePayouts,
} from '../modules/wallet';

/**
 * The operator commands, in one table (docs/architecture.md#operator-commands). Each is served by
 * the terminal (`pnpm ops <name>`, ops/cli.ts) and, where it names a development route, by that
 * route too (ops/devRoutes.ts, development and test only): one schema reads the input of both,
 * one `run` does the work and answers what the route sends, one `report` prints it.
 */
export interface OperatorContext {
  db: Database;
  now: Date;
  venues: VenueProvider;
  log: DomainLogger;
  /** What a command publishes reaches the players' open pages (docs/product-rules.md#event-stream). */
  events?: EventPublisher;
  /** Which front door asked: the terminal or a development route. */
  door: 'ops' | 'dev';
  /** The restriction list changed: a running API forgets its cached copy. */
  restrictionsChanged?: () => void;
}

/** What the terminal prints, and the exit code: 0 done, 1 refused or a problem found. */
export interface Report {
  lines: string[];
  exit?: number;
}

export interface OperatorCommand<I = unknown, R = unknown> {
  usage: string;
  summary: string;
  /** One reading of the input for both doors; a refusal names `field` on the route. */
  input: z.ZodType<I>;
  field: string;
  /** The terminal's words as the schema's shape (positional arguments and `--name value` flags). */
  fromArgs(args: string[]): unknown | Promise<unknown>;
  /** The development route that runs the same command: path parameters and body are its input. */
  dev?: { method: 'GET' | 'POST' | 'DELETE'; path: string; defaults?: Record<string, unknown> };
  run(ctx: OperatorContext, input: I): Promise<R>;
  report(result: R): Report;
}

/** A command's words did not fit its usage (exit 2 with the usage line). */
export class UsageError extends Error {}

/** `--name value` options of a command; a bare word or a missing value is a usage error. */
export function flagArgs(
  args: string[],
  names: readonly string[],
  usage: string,
): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    const value = args[i + 1];
    if (!args[i]!.startsWith('--') || !names.includes(name) || value === undefined)
      throw new UsageError(`usage: ${usage}`);
    flags.set(name, value);
  }
  return flags;
}

/** The first line piped in (a password), without its line end. */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The terminal's logger for the scheduler and the bet feed: warnings and errors only. */
export function consoleLog() {
  return {
    info: () => undefined,
    warn: (details: object, message?: string) => console.error(message ?? '', details),
    error: (details: object, message?: string) => console.error(message ?? '', details),
  };
}

const orderNo = z.string().min(1);
const reason = z.string().trim().max(200).optional();
const network = z
  .object({ ip: z.string().min(1), note: z.string().optional() })
  .transform((v, ctx) => {
    const parsed = parseNetwork(v.ip);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'expected an ip or CIDR' });
      return z.NEVER;
    }
    return { network: parsed, note: v.note };
  });
const nothing = z.object({}).catch({});
const feedbackStatus = z.object({ status: z.enum(['pending', 'replied']).optional() });
const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `<username> <yuan> [--in-kind "<title>" --count N]`: yuan for money; 0 or none for an item in kind. */
function welfareGrantArgs(args: string[], usage: string): unknown {
  const positional: string[] = [];
  let title: string | undefined;
  let count = '1';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--in-kind') title = args[++i];
    else if (arg === '--count') count = args[++i] ?? '';
    else positional.push(arg);
  }
  const [username, yuan] = positional;
  const amount = yuan === undefined ? null : parseYuanToFen(yuan);
  const shape =
    title === undefined
      ? positional.length === 2
      : positional.length === 1 || (positional.length === 2 && amount === 0);
  if (!shape) throw new UsageError(`usage: ${usage}`);
  return title === undefined
    ? { type: 'virtual', username, amount, count: Number(count) }
    : { type: 'inKind', username, title, count: Number(count) };
}

/** Keeps each command's input and result types together while the table holds them all. */
function command<I, R>(c: OperatorCommand<I, R>): OperatorCommand {
  return c as OperatorCommand;
}

/**
 * A command on the configured database as a whole (backup, restore): the terminal hands it where
 * the database is and opens nothing first (no migration, no seed, no PGlite folder held). No
 * development route: a backup holds every player's data.
 */
export interface StoreCommand<I = unknown, R = unknown> extends Pick<
  OperatorCommand<I, R>,
  'usage' | 'summary' | 'input' | 'field' | 'fromArgs' | 'report'
> {
  onStore(store: DatabaseStore, input: I): Promise<R>;
}

function storeCommand<I, R>(c: StoreCommand<I, R>): StoreCommand {
  return c as StoreCommand;
}

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`;

export const STORE_COMMANDS = {
  backup: storeCommand({
    usage: 'backup <file>',
    summary:
      'Writes a consistent backup of the database (PostgreSQL: pg_dump, live; PGlite: stop the site first).',
    input: z.object({ file: z.string().min(1) }),
    field: 'file',
    fromArgs: ([file, ...rest]) => {
      if (rest.length) throw new UsageError('usage: backup <file>');
      return { file };
    },
    onStore: (store, { file }) => backupDatabase(store, file),
    report: ({ file, header }) => ({
      lines: [
        `backup of the ${header.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database (server ${header.serverVersion}, last migration ${header.lastMigration ?? 'none'}) written to ${file}`,
        `${kib(header.bytes)}, sha256 ${header.sha256}`,
        KEYS_NOT_IN_BACKUP,
      ],
    }),
  }),
  restore: storeCommand({
    usage: 'restore <file> [--force]',
    summary:
      'Restores a backup into the database (a non-empty one only with --force; stop the site first), then runs the restore checks.',
    input: z.object({ file: z.string().min(1), force: z.boolean() }),
    field: 'file',
    fromArgs: (args) => {
      const words = args.filter((a) => a !== '--force');
      if (words.length !== 1 || words[0]!.startsWith('--'))
        throw new UsageError('usage: restore <file> [--force]');
      return { file: words[0], force: words.length < args.length };
    },
    onStore: (store, { file, force }) => restoreDatabase(store, file, { force }),
    report: (r) => {
      const failed = r.checks.filter((c) => c.problems.length > 0);
      return {
        lines: [
          `restored ${r.file} (${r.header.kind}, taken ${r.header.createdAt})${r.replaced ? ', replacing what the database held' : ''}`,
          ...(r.keptAside
            ? [`the replaced PGlite folder is kept at ${r.keptAside}: delete it once the site runs`]
            : []),
          ...(r.migrated.length ? [`migrated to this version: ${r.migrated.join(', ')}`] : []),
          ...r.checks.flatMap((c) =>
            c.problems.length
              ? c.problems.map((p) => `${c.name} check: ${p}`)
              : [`${c.name} check: ok`],
          ),
          KEYS_NOT_IN_BACKUP,
        ],
        exit: failed.length ? 1 : 0,
      };
    },
  }),
} satisfies Record<string, StoreCommand>;

export const OPERATOR_COMMANDS = {
  'deposit:approve': command({
    usage: 'deposit:approve <orderNo>',
    summary: 'Sandbox processor: the money arrived; credits the central wallet once.',
    input: z.object({ orderNo }),
    field: 'orderNo',
    fromArgs: ([no]) => ({ orderNo: no }),
    dev: { method: 'POST', path: '/__dev/sandbox/deposits/:orderNo/approve' },
    run: (ctx, { orderNo }) => approveDeposit(ctx.db, { orderNo, now: ctx.now, door: ctx.door }),
    report: (r) => ({
      lines: [
        r.changed
          ? `approved ${r.orderNo}: ${r.amount} fen to user ${r.userId} (transfer ${r.transferId})`
          : `${r.orderNo} was already approved (transfer ${r.transferId}); nothing moved`,
      ],
    }),
  }),
  'deposit:reject': command({
    usage: 'deposit:reject <orderNo> [reason]',
    summary: 'Sandbox processor: the money did not arrive; the order fails.',
    input: z.object({ orderNo, reason }),
    field: 'orderNo',
    fromArgs: ([no, ...words]) => ({ orderNo: no, reason: words.join(' ') || undefined }),
    dev: { method: 'POST', path: '/__dev/sandbox/deposits/:orderNo/reject' },
    run: (ctx, { orderNo, reason }) =>
      rejectDeposit(ctx.db, { orderNo, reason, now: ctx.now, door: ctx.door }),
    report: (r) => ({
      lines: [r.changed ? `rejected ${r.orderNo}` : `${r.orderNo} was already rejected`],
    }),
  }),
  'withdraw:pay': command({
    usage: 'withdraw:pay <orderNo>',
    summary: 'Sandbox payout processor: pays a withdrawal (posts its hold) and tells the player.',
    input: z.object({ orderNo }),
    field: 'orderNo',
    fromArgs: ([no]) => ({ orderNo: no }),
    dev: { method: 'POST', path: '/__dev/sandbox/withdrawals/:orderNo/pay' },
    run: async (ctx, { orderNo }) => ({
      withdrawal: await payWithdrawal(ctx.db, orderNo, ctx.now, ctx.door),
    }),
    report: (r) => ({ lines: [`${r.withdrawal.orderNo} paid`] }),
  }),
  'withdraw:reject': command({
    usage: 'withdraw:reject <orderNo> [reason]',
    summary: 'Sandbox payout processor: refuses a withdrawal; the amount returns to the wallet.',
    input: z.object({ orderNo, reason }),
    field: 'orderNo',
    fromArgs: ([no, ...words]) => ({ orderNo: no, reason: words.join(' ') || undefined }),
    dev: { method: 'POST', path: '/__dev/sandbox/withdrawals/:orderNo/reject' },
    run: async (ctx, { orderNo, reason }) => ({
      withdrawal: await rejectWithdrawal(ctx.db, orderNo, reason ?? null, ctx.now, ctx.door),
    }),
    report: (r) => ({ lines: [`${r.withdrawal.orderNo} rejected`] }),
  }),
  'withdraw:run': command({
    usage: 'withdraw:run',
    summary:
      'Sandbox payout processor: pays instant withdrawals and scheduled ones now in their window.',
    input: nothing,
    field: 'orderNo',
    fromArgs: () => ({}),
    dev: { method: 'POST', path: '/__dev/sandbox/withdrawals/run' },
    run: async (ctx) => ({ paid: await runDuePayouts(ctx.db, ctx.now, ctx.door) }),
    report: ({ paid }) => ({ lines: [paid.length ? `paid ${paid.join(', ')}` : 'nothing due'] }),
  }),
  'venue:repair': command({
    usage: 'venue:repair',
    summary: 'Completes venue transfers left pending (no answer from the venue, or a crash).',
    input: nothing,
    field: 'venue',
    fromArgs: () => ({}),
    dev: { method: 'POST', path: '/__dev/venues/repair' },
    run: async (ctx) => ({ result: await repairVenueTransfers(ctx, ctx.now) }),
    report: ({ result }) => ({
      lines: [JSON.stringify(result)],
      exit: result.stillPending === 0 ? 0 : 1,
    }),
  }),
  'bets:pull': command({
    usage: 'bets:pull',
    summary: "Pulls every venue's bet feed into the bet records now (the API does it every 5 s).",
    input: nothing,
    field: 'venue',
    fromArgs: () => ({}),
    run: async (ctx) => ({ recorded: await pullAllBetFeeds(ctx) }),
    report: ({ recorded }) => ({ lines: [`${recorded} bet(s) recorded`] }),
  }),
  'venue:reconcile': command({
    usage: 'venue:reconcile',
    summary:
      "Compares every venue wallet on the ledger with the venue's own books; exit 1 on a mismatch.",
    input: nothing,
    field: 'venue',
    fromArgs: () => ({}),
    dev: { method: 'GET', path: '/__dev/venues/reconcile' },
    run: (ctx) => reconcileVenues(ctx.db, ctx.venues),
    report: (r) => ({
      lines: [
        ...r.mismatches.map((m) => JSON.stringify(m)),
        `${r.checked} venue wallets, ${r.pending} pending, ${r.mismatches.length} mismatch(es)`,
      ],
      exit: r.mismatches.length === 0 ? 0 : 1,
    }),
  }),
  'ledger:check': command({
    usage: 'ledger:check',
    summary: 'Checks the ledger invariants; exit code 1 when a problem is found.',
    input: nothing,
    field: 'ledger',
    fromArgs: () => ({}),
    dev: { method: 'GET', path: '/__dev/ledger-check' },
    run: async (ctx) => {
      const problems = await checkLedger(ctx.db);
      return { ok: problems.length === 0, problems };
    },
    report: ({ ok, problems }) => ({
      lines: [
        ...problems.map((p) => `${p.kind}: ${p.detail}`),
        ok ? 'ledger ok' : `${problems.length} problem(s)`,
      ],
      exit: ok ? 0 : 1,
    }),
  }),
  'audit:verify': command({
    usage: 'audit:verify',
    summary:
      'Walks the audit chain; prints its rows and head hash, exit code 1 at the first broken row.',
    input: nothing,
    field: 'audit',
    fromArgs: () => ({}),
    dev: { method: 'GET', path: '/__dev/audit-verify' },
    run: (ctx) => verifyAuditChain(ctx.db),
    report: ({ ok, rows, head, problem }) => ({
      lines: [
        `${rows} row(s) verified`,
        head ? `head: position ${head.seq} hash ${head.hash}` : 'the chain is empty',
        ...(problem ? [describeAuditProblem(problem)] : []),
        ok ? 'audit chain ok' : 'audit chain broken',
      ],
      exit: ok ? 0 : 1,
    }),
  }),
  'announce:post': command({
    usage: 'announce:post <file.json>',
    summary:
      'Publishes an announcement to every player: {"text":{"zh":{"title","content"},…all 8},"days"?}.',
    input: announcementInputSchema,
    field: 'text',
    fromArgs: async ([file]) => {
      if (!file) throw new UsageError('expected a JSON file: announce:post <file.json>');
      return JSON.parse(await readFile(file, 'utf8')) as unknown;
    },
    dev: { method: 'POST', path: '/__dev/announcements' },
    run: async (ctx, input) => {
      const published = await publishAnnouncement(ctx.db, input, ctx.now);
      return { ...published, expiresAt: published.expiresAt.toISOString() };
    },
    report: (r) => ({
      lines: [
        `announcement ${r.announcementId} delivered to ${r.delivered} player(s); current until ${r.expiresAt}`,
      ],
    }),
  }),
  'agent:convert': command({
    usage: 'agent:convert <username>',
    summary: 'Converts an account to an agent account (agent page open, invite activity closed).',
    input: z.object({ username: z.string().min(1) }),
    field: 'username',
    fromArgs: ([username]) => ({ username }),
    run: async (ctx, { username }) => ({
      username,
      ...(await convertToAgent(ctx.db, username, ctx.now)),
    }),
    report: (r) => ({
      lines: [
        r.changed
          ? `${r.username} (user ${r.userId}) is now an agent account`
          : `${r.username} (user ${r.userId}) was already an agent account`,
      ],
    }),
  }),
  'welfare:grant': command({
    usage: 'welfare:grant <username> <yuan> [--in-kind "<title>" --count N]',
    summary:
      'Grants a welfare item claimable for 3 days: money ("Welfare bonus"), or with --in-kind an item (yuan 0).',
    input: operatorGrantSchema,
    field: 'welfare',
    fromArgs(args) {
      return welfareGrantArgs(args, this.usage);
    },
    // A development grant is 10 yuan of money unless the body says otherwise.
    dev: {
      method: 'POST',
      path: '/__dev/welfare/grant',
      defaults: { type: 'virtual', amount: 1_000 },
    },
    run: async (ctx, grant) => {
      const granted = await grantWelfareByOperator(ctx.db, grant, ctx.door, ctx.now);
      return {
        id: granted.id,
        userId: granted.userId,
        fresh: granted.fresh,
        expiresAt: granted.expiresAt.toISOString(),
        username: grant.username,
      };
    },
    report: (r) => ({
      lines: [
        `welfare item ${r.id} granted to ${r.username} (user ${r.userId}); claimable until ${dateTimeText(new Date(r.expiresAt), { zone: true })}`,
      ],
    }),
  }),
  'support:feedback-list': command({
    usage: 'support:feedback-list [--status pending|replied]',
    summary: "The support desk's feedback queue, newest first (deleted ones are withdrawn).",
    input: feedbackStatus,
    field: 'status',
    fromArgs(args) {
      return Object.fromEntries(flagArgs(args, ['status'], this.usage));
    },
    run: async (ctx, { status }) => ({
      list: await listFeedbackForDesk(ctx.db, { ...(status ? { status } : {}), limit: 100 }),
    }),
    report: ({ list }) => ({
      lines: list.length
        ? list.flatMap((f) => [
            `#${f.id}  ${f.status}  ${dateTimeText(new Date(f.createdAt), { zone: true })}  ${f.username}  ${f.questionType}${f.orderNo ? `  order ${f.orderNo}` : ''}`,
            `    ${f.description}`,
            ...f.imageUrls.map((url) => `    image ${url}`),
            ...(f.reply ? [`    reply: ${f.reply}`] : []),
          ])
        : ['no feedback'],
    }),
  }),
  'support:feedback-reply': command({
    usage: 'support:feedback-reply --id <n> --agent <name> --text <reply>',
    summary: 'Replies to a feedback (again: replaces the reply); the player gets a message.',
    input: z.object({ id: positiveId, agent: z.string().min(1), text: z.string() }),
    field: 'id',
    fromArgs(args) {
      return Object.fromEntries(flagArgs(args, ['id', 'agent', 'text'], this.usage));
    },
    run: async (ctx, { id, agent, text }) => {
      await replyToFeedback(ctx, { feedbackId: id, agentName: agent, reply: text });
      return { feedbackId: id, agentName: agent };
    },
    report: (r) => ({ lines: [`feedback ${r.feedbackId} replied by ${r.agentName}`] }),
  }),
  // docs/architecture.md#operator-commands: the one way a permanent self-exclusion ends.
  'rg:lift': command({
    usage: 'rg:lift <username> --request <feedbackId>',
    summary: `Lifts a permanent self-exclusion on the player's own feedback at least ${EXCLUSION_LIFT_REQUEST_MIN_DAYS} days old: it then ends in 7 days.`,
    input: z.object({ username: z.string().min(1), request: positiveId }),
    field: 'username',
    fromArgs(args) {
      const [username, ...rest] = args;
      if (!username || username.startsWith('--')) throw new UsageError(`usage: ${this.usage}`);
      return { username, ...Object.fromEntries(flagArgs(rest, ['request'], this.usage)) };
    },
    run: async (ctx, { username, request }) => {
      const lifted = await liftExclusionOnRequest(ctx.db, {
        username,
        feedbackId: request,
        now: ctx.now,
        door: ctx.door,
      });
      return { username, ...lifted, until: lifted.until.toISOString() };
    },
    report: (r) => ({
      lines: [
        `${r.username} (user ${r.userId}): the permanent self-exclusion now ends ${dateTimeText(new Date(r.until), { zone: true })} (request: feedback ${r.feedbackId}); the player was told`,
      ],
    }),
  }),
  'sports:incident': command({
    usage:
      'sports:incident <eventId> <danger|goal|redCard|goalKick|suspend|resume|finish> [home|away]',
    summary: 'A match incident on a simulated sports event; the slips it decides settle at once.',
    input: sportsIncidentBody,
    field: 'incident',
    fromArgs: ([eventId, incident, side]) => ({ eventId, incident, side }),
    dev: { method: 'POST', path: '/__dev/sports/incident' },
    run: async (ctx, input) => ({ event: await sportsIncidentNow(ctx, input, ctx.now) }),
    report: ({ event }) => ({
      lines: [
        `${event.home} ${event.homeScore}-${event.awayScore} ${event.away}  ${event.state} ${event.minute}'${event.danger ? '  dangerous' : ''}`,
      ],
    }),
  }),
  'jobs:list': command({
    usage: 'jobs:list [job]',
    summary: "The scheduler's recent runs: state, due time (business time), attempts, last error.",
    input: z.object({ job: z.string().min(1).optional() }),
    field: 'job',
    fromArgs: ([job]) => ({ job }),
    run: async (ctx, { job }) => ({
      runs: await listRuns(ctx.db, { ...(job ? { job } : {}), limit: 50 }),
    }),
    report: ({ runs }) => ({
      lines: runs.length
        ? runs.map(
            (r) =>
              `${r.job}  ${r.key}  due ${dateTimeText(r.dueAt, { zone: true })}  ${r.state}  attempts ${r.attempts}${r.lastError ? `  last error: ${r.lastError}` : ''}`,
          )
        : ['no runs'],
    }),
  }),
  'jobs:rerun': command({
    usage: 'jobs:rerun <job> <key>',
    summary: 'Queues a failed or stuck run again; a done run is refused (each run happens once).',
    input: z.object({ job: z.string().min(1), key: z.string().min(1) }),
    field: 'job',
    fromArgs: ([job, key]) => ({ job, key }),
    run: async (ctx, { job, key }) => {
      const scheduler = await Scheduler.start(ctx.db, {
        jobs: SCHEDULED_JOBS,
        clock: systemClock,
        log: consoleLog(),
      });
      try {
        return { job, key, ...(await scheduler.rerun({ job, key })) };
      } finally {
        await scheduler.stop();
      }
    },
    report: (r) =>
      r.rerun
        ? { lines: [`${r.job} ${r.key} was ${r.previous}; queued again (the API runs it)`] }
        : {
            lines: [
              r.reason === 'done'
                ? `${r.job} ${r.key} is done; a run happens once and is not run again`
                : `no run ${r.job} ${r.key} (see jobs:list)`,
            ],
            exit: 1,
          },
  }),
  'jobs:run-due': command({
    usage: 'jobs:run-due',
    summary: 'Plans the runs due now and runs them here (the API does it every 5 s).',
    input: nothing,
    field: 'job',
    fromArgs: () => ({}),
    run: (ctx) => runDueJobs(ctx.db, SCHEDULED_JOBS, systemClock, { log: consoleLog() }),
    report: (report) => ({
      lines: [
        ...report.delivered.map(
          (r) => `${r.job}  ${r.key}  ${r.outcome}${r.error ? `: ${r.error}` : ''}`,
        ),
        `${report.planned.length} planned, ${report.delivered.length} delivered`,
      ],
      exit: report.delivered.some((r) => r.outcome === 'failed') ? 1 : 0,
    }),
  }),
  'config:set': command({
    usage: 'config:set <key> <value>',
    summary:
      'Changes a site setting (sys_config, e.g. sms_switch_bind 0|1, area_code +86); applies at once.',
    input: z.object({ key: z.string().min(1), value: z.string().trim().min(1).max(100) }),
    field: 'key',
    fromArgs: ([key, value]) => ({ key, value }),
    dev: { method: 'POST', path: '/__dev/sys-config' },
    run: async (ctx, { key, value }) => {
      if (!(await setSysConfigValue(ctx.db, key, value)))
        throw new DomainError('notFound', 'notFound');
      return { key, value };
    },
    report: ({ key, value }) => ({ lines: [`${key} = ${value}`] }),
  }),
  'restrict:add': command({
    usage: 'restrict:add <ip|cidr> [note]',
    summary: 'Blocks an address or network (answers errorCode "403").',
    input: network,
    field: 'ip',
    fromArgs: ([ip, ...note]) => ({ ip, note: note.join(' ') || undefined }),
    dev: {
      method: 'POST',
      path: '/__dev/restrict',
      defaults: { note: 'added through /__dev/restrict' },
    },
    run: async (ctx, { network, note }) => {
      await addRestriction(ctx.db, network, note ?? null);
      ctx.restrictionsChanged?.();
      return { network };
    },
    report: ({ network }) => ({ lines: [`restricted ${network}`] }),
  }),
  'restrict:remove': command({
    usage: 'restrict:remove <ip|cidr>',
    summary: 'Lifts a restriction.',
    input: network,
    field: 'ip',
    fromArgs: ([ip]) => ({ ip }),
    dev: { method: 'DELETE', path: '/__dev/restrict' },
    run: async (ctx, { network }) => {
      const removed = await removeRestriction(ctx.db, network);
      ctx.restrictionsChanged?.();
      return { network, removed };
    },
    report: ({ network, removed }) => ({
      lines: [removed ? `lifted ${network}` : `${network} was not restricted`],
    }),
  }),
  'restrict:list': command({
    usage: 'restrict:list',
    summary: 'Lists restricted addresses and networks.',
    input: nothing,
    field: 'ip',
    fromArgs: () => ({}),
    run: async (ctx) => ({ list: await listRestrictions(ctx.db) }),
    report: ({ list }) => ({
      lines: list.length
        ? list.map((r) => `${r.network}${r.note ? `  ${r.note}` : ''}`)
        : ['no restrictions'],
    }),
  }),
  'rg:status': command({
    usage: 'rg:status <username>',
    summary:
      "A player's responsible gambling state: limits with use and reset, waiting changes, session, break (read-only).",
    input: z.object({ username: z.string().min(1) }),
    field: 'username',
    fromArgs: ([username]) => ({ username }),
    run: async (ctx, { username }) => {
      const { rows: users } = await ctx.db.query<{ id: number }>(
        'SELECT id FROM users WHERE lower(username) = lower($1)',
        [username],
      );
      const userId = users[0]?.id;
      if (userId === undefined) throw new DomainError('notFound', 'accountNotFound');
      // The session as the player sees it now, whether or not the minute job has run.
      const session = await playSessionView(ctx.db, userId, ctx.now);
      return {
        username,
        userId,
        status: await protectionStatus(ctx.db, userId, ctx.now),
        openSession: session.active || session.limitReached ? session : null,
      };
    },
    report: ({ username, userId, status, openSession }) => {
      const fen = (v: number | null) => (v === null ? '-' : String(v));
      const pending = (
        p: { value: number | null; confirmableFrom: string; confirmable: boolean } | null,
      ) =>
        p
          ? `  pending ${p.value === null ? 'removal' : p.value} from ${p.confirmableFrom}${p.confirmable ? ' (confirmable)' : ''}`
          : '';
      return {
        lines: [
          `${username} (user ${userId})`,
          ...status.limits.map(
            (l) =>
              `${`${l.kind}.${l.period}`.padEnd(14)} limit ${fen(l.amount)}  used ${l.used}  left ${fen(l.left)}  resets ${l.resetsAt}${pending(l.pending)}`,
          ),
          `session limit ${status.session.limitMinutes ?? '-'} min${pending(status.session.pending)}`,
          `reality check ${status.session.realityCheckMinutes ?? '-'} min`,
          status.block
            ? `break ${status.block.kind} from ${status.block.startedAt} until ${status.block.until ?? 'permanent'}`
            : 'no break',
          openSession
            ? `play session from ${openSession.startedAt?.toISOString() ?? '-'}: ${openSession.playedMinutes} min, staked ${openSession.staked}, returned ${openSession.returned}${openSession.realityCheckDue ? ', reality check due' : ''}${openSession.resumesAt ? `, limit reached, play opens ${openSession.resumesAt.toISOString()}` : ''}`
            : 'no open play session',
        ],
      };
    },
  }),
  'support:agent-add': command({
    usage: 'support:agent-add --name <n> --group online|finance --password-stdin | --password <p>',
    summary:
      'Adds a support agent for the operator page /ops/support (same name: new group and password).',
    input: newAgentSchema,
    field: 'name',
    async fromArgs(args) {
      // --password-stdin keeps the password out of the process list and the shell's history.
      const fromStdin = args.includes('--password-stdin');
      const rest = args.filter((arg) => arg !== '--password-stdin');
      const flags = flagArgs(rest, ['name', 'group', 'password'], this.usage);
      if (fromStdin) flags.set('password', await firstLineOfStdin());
      return Object.fromEntries(flags);
    },
    run: (ctx, input) => addSupportAgent(ctx.db, input),
    report: (agent) => ({
      lines: [`support agent ${agent.name} (${agent.group}) can sign in at /ops/support`],
    }),
  }),
  'support:audit': command({
    usage: 'support:audit [--agent <name>] [--limit <n>]',
    summary:
      "The support agents' actions, newest first: sign-ins and their refusals, replies, closes.",
    input: z.object({ agent: z.string().min(1).optional(), limit: positiveId.default(100) }),
    field: 'agent',
    fromArgs(args) {
      return Object.fromEntries(flagArgs(args, ['agent', 'limit'], this.usage));
    },
    run: async (ctx, { agent, limit }) => ({
      entries: await listAgentAudit(ctx.db, { ...(agent ? { agentName: agent } : {}), limit }),
    }),
    report: ({ entries }) => ({
      lines: entries.length
        ? entries.map(
            (e) =>
              `${dateTimeText(e.at, { zone: true })}  ${e.agentName}  ${e.action}${e.target ? `  ${e.target}` : ''}  ${e.address ?? 'ops command'}`,
          )
        : ['no agent actions'],
    }),
  }),
  'support:reply': command({
    usage: 'support:reply --conversation <id> --agent <name> --text <t>',
    summary: "Answers a chat as an agent of the conversation's group; the player's page hears it.",
    input: z.object({
      conversation: positiveId,
      agent: z.string().min(1),
      text: z.string().min(1),
    }),
    field: 'conversation',
    fromArgs(args) {
      return Object.fromEntries(flagArgs(args, ['conversation', 'agent', 'text'], this.usage));
    },
    run: async (ctx, { conversation, agent, text }) => ({
      conversation,
      agent,
      message: await replyAsNamedAgent(ctx, {
        conversationId: conversation,
        agentName: agent,
        text,
      }),
    }),
    report: (r) => ({
      lines: [`message ${r.message.id} sent to conversation ${r.conversation} as ${r.agent}`],
    }),
  }),
  // docs/decisions-api.md#personal-data-at-rest
  'keys:rotate': command({
    usage: 'keys:rotate',
    summary:
      'Re-wraps every data key under the current DATA_KEYS key and recomputes blind indexes made under an older BLIND_INDEX_KEY, in small batches, while the API runs.',
    input: nothing,
    field: 'keys',
    fromArgs: () => ({}),
    run: (ctx) => rotateDataKeys(ctx.db),
    report: (r) => ({
      lines: [
        ...r.columns.map(
          (c) => `${c.column}: ${c.rewrapped} re-wrapped, ${c.reindexed} re-indexed`,
        ),
        `every value is wrapped under key ${r.keyId}`,
      ],
    }),
  }),
} satisfies Record<string, OperatorCommand>;

export type OperatorCommandName = keyof typeof OPERATOR_COMMANDS;

/**
 * The one runner of the table, for both doors: runs a command and records it in the audit chain
 * with its door and outcome (docs/decisions-api.md#the-audit-chain), in a transaction of its own
 * after the command's (a refused command changed nothing, and its record must stay).
 */
export async function runOperatorCommand(
  name: string,
  command: OperatorCommand,
  ctx: OperatorContext,
  input: unknown,
  ip: string | null = null,
): Promise<unknown> {
  let outcome: 'done' | 'problem' | 'refused' | 'failed' = 'failed';
  try {
    const result = await command.run(ctx, input);
    outcome = (command.report(result).exit ?? 0) === 0 ? 'done' : 'problem';
    return result;
  } catch (error) {
    outcome = error instanceof DomainError ? 'refused' : 'failed';
    throw error;
  } finally {
    await auditOperator(ctx.db, { at: ctx.now, door: ctx.door }, 'ops.command', {
      subject: { type: 'command', id: name },
      detail: { outcome },
      ip,
    });
  }
}
