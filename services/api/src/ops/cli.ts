import { readFileSync } from 'node:fs';
import { dateTimeText, parseYuanToFen } from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import { loadConfig } from '../config';
import { prepareDatabase } from '../prepare';
import type { Database } from '../db/database';
import { addRestriction, listRestrictions, parseNetwork, removeRestriction } from '../core/access';
import { convertToAgent } from '../modules/account';
import { approveDeposit, rejectDeposit } from '../modules/wallet';
import { DomainError } from '../core/errors';
import { checkLedger } from '../core/ledger';
import { announcementInputSchema, publishAnnouncement } from '../modules/account';
import { SCHEDULED_JOBS } from '../jobs';
import { listRuns } from '../core/scheduler';
import { Scheduler, runDueJobs } from '../core/scheduler';
import { systemClock } from '../core/time';
import { reconcileVenues } from '../core/venues';
import { pullAllBetFeeds } from '../modules/games';
import { sportsIncidentBody, sportsIncidentNow } from '../modules/games';
import { VenueSimulator } from '../core/venues';
import { repairVenueTransfers } from '../core/venues';
import { payWithdrawal, rejectWithdrawal, runDuePayouts } from '../modules/wallet';
import { grantWelfareByOperator, operatorGrantSchema } from '../modules/promotions';
import { listAgentAudit } from '../modules/support';
import { replyAsNamedAgent } from '../modules/support';
import { addSupportAgent, newAgentSchema } from '../modules/support';
import { EventBus } from '../core/events';
import { listFeedbackForDesk, replyToFeedback } from '../modules/support';

/** Operator commands: `pnpm --filter @platform/api run ops <command> [args]`. */
interface Command {
  usage: string;
  summary: string;
  run(db: Database, args: string[]): Promise<number>;
}

function networkArg(args: string[], usage: string): string {
  const network = args[0] ? parseNetwork(args[0]) : null;
  if (!network) throw new UsageError(`expected an ip or CIDR: ${usage}`);
  return network;
}

class UsageError extends Error {}

/** The scheduler's logger in a terminal: warnings and errors only. */
function consoleLog() {
  return {
    info: () => undefined,
    warn: (details: object, message?: string) => console.error(message ?? '', details),
    error: (details: object, message?: string) => console.error(message ?? '', details),
  };
}

/** `<username> <yuan> [--in-kind "<title>" --count N]`: yuan for money; 0 or none for an item in kind. */
function welfareGrantArgs(args: string[], usage: string) {
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
  const parsed = operatorGrantSchema.safeParse(
    title === undefined
      ? { type: 'virtual', username, amount, count: Number(count) }
      : { type: 'inKind', username, title, count: Number(count) },
  );
  const shape =
    title === undefined
      ? positional.length === 2
      : positional.length === 1 || (positional.length === 2 && amount === 0);
  if (!parsed.success || !shape) throw new UsageError(`usage: ${usage}`);
  return parsed.data;
}

/** `--name value` options of a command; a bare word or a missing value is a usage error. */
function flagArgs(args: string[], names: readonly string[], usage: string): Map<string, string> {
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

function orderNoArg(args: string[], usage: string): string {
  if (!args[0]) throw new UsageError(`expected an order number: ${usage}`);
  return args[0];
}

/** A refused settlement (unknown or cancelled order …) reads as the player-facing text, exit 1. */
async function settling(run: () => Promise<string>): Promise<number> {
  try {
    console.log(await run());
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(translate('en', error.messageKey, error.params));
    return 1;
  }
}

/**
 * Runs `fn` with an event bus of its own, so what it publishes reaches the running API processes
 * through the database (docs/product-rules.md#event-stream) and the players' open pages re-read.
 */
async function withEventBus<T>(db: Database, fn: (events: EventBus) => Promise<T>): Promise<T> {
  const events = await EventBus.start(db, { log: consoleLog() });
  try {
    return await fn(events);
  } finally {
    await events.stop();
  }
}

const COMMANDS: Record<string, Command> = {
  'deposit:approve': {
    usage: 'deposit:approve <orderNo>',
    summary: 'Sandbox processor: the money arrived; credits the central wallet once.',
    run(db, args) {
      const orderNo = orderNoArg(args, this.usage);
      return settling(async () => {
        const r = await approveDeposit(db, { orderNo, now: new Date() });
        return r.changed
          ? `approved ${r.orderNo}: ${r.amount} fen to user ${r.userId} (transfer ${r.transferId})`
          : `${r.orderNo} was already approved (transfer ${r.transferId}); nothing moved`;
      });
    },
  },
  'deposit:reject': {
    usage: 'deposit:reject <orderNo> [reason]',
    summary: 'Sandbox processor: the money did not arrive; the order fails.',
    run(db, args) {
      const orderNo = orderNoArg(args, this.usage);
      const reason = args.slice(1).join(' ') || undefined;
      return settling(async () => {
        const r = await rejectDeposit(db, { orderNo, reason, now: new Date() });
        return r.changed ? `rejected ${r.orderNo}` : `${r.orderNo} was already rejected`;
      });
    },
  },
  'withdraw:pay': {
    usage: 'withdraw:pay <orderNo>',
    summary: 'Sandbox payout processor: pays a withdrawal (posts its hold) and tells the player.',
    run(db, args) {
      const orderNo = orderNoArg(args, this.usage);
      return settling(async () => `${(await payWithdrawal(db, orderNo, new Date())).orderNo} paid`);
    },
  },
  'withdraw:reject': {
    usage: 'withdraw:reject <orderNo> [reason]',
    summary: 'Sandbox payout processor: refuses a withdrawal; the amount returns to the wallet.',
    run(db, args) {
      const orderNo = orderNoArg(args, this.usage);
      const reason = args.slice(1).join(' ') || null;
      return settling(
        async () => `${(await rejectWithdrawal(db, orderNo, reason, new Date())).orderNo} rejected`,
      );
    },
  },
  'withdraw:run': {
    usage: 'withdraw:run',
    summary:
      'Sandbox payout processor: pays instant withdrawals and scheduled ones now in their window.',
    async run(db) {
      const paid = await runDuePayouts(db, new Date());
      console.log(paid.length ? `paid ${paid.join(', ')}` : 'nothing due');
      return 0;
    },
  },
  'venue:repair': {
    usage: 'venue:repair',
    summary: 'Completes venue transfers left pending (no answer from the venue, or a crash).',
    async run(db) {
      const log = { error: (details: object, message: string) => console.error(message, details) };
      const result = await repairVenueTransfers(
        { db, venues: new VenueSimulator(db), log },
        new Date(),
      );
      console.log(JSON.stringify(result));
      return result.stillPending === 0 ? 0 : 1;
    },
  },
  'bets:pull': {
    usage: 'bets:pull',
    summary: "Pulls every venue's bet feed into the bet records now (the API does it every 5 s).",
    async run(db) {
      const log = { error: (details: object, message: string) => console.error(message, details) };
      const recorded = await pullAllBetFeeds({ db, venues: new VenueSimulator(db), log });
      console.log(`${recorded} bet(s) recorded`);
      return 0;
    },
  },
  'venue:reconcile': {
    usage: 'venue:reconcile',
    summary:
      "Compares every venue wallet on the ledger with the venue's own books; exit 1 on a mismatch.",
    async run(db) {
      const result = await reconcileVenues(db, new VenueSimulator(db));
      for (const m of result.mismatches) console.log(JSON.stringify(m));
      console.log(
        `${result.checked} venue wallets, ${result.pending} pending, ${result.mismatches.length} mismatch(es)`,
      );
      return result.mismatches.length === 0 ? 0 : 1;
    },
  },
  'ledger:check': {
    usage: 'ledger:check',
    summary: 'Checks the ledger invariants; exit code 1 when a problem is found.',
    async run(db) {
      const problems = await checkLedger(db);
      for (const p of problems) console.log(`${p.kind}: ${p.detail}`);
      console.log(problems.length === 0 ? 'ledger ok' : `${problems.length} problem(s)`);
      return problems.length === 0 ? 0 : 1;
    },
  },
  'announce:post': {
    usage: 'announce:post <file.json>',
    summary:
      'Publishes an announcement to every player: {"text":{"zh":{"title","content"},…all 8},"days"?}.',
    async run(db, args) {
      if (!args[0]) throw new UsageError(`expected a JSON file: ${this.usage}`);
      const parsed = announcementInputSchema.safeParse(JSON.parse(readFileSync(args[0], 'utf8')));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          console.error(`${issue.path.join('.') || 'file'}: ${issue.message}`);
        return 2;
      }
      const r = await publishAnnouncement(db, parsed.data, new Date());
      console.log(
        `announcement ${r.announcementId} delivered to ${r.delivered} player(s); current until ${r.expiresAt.toISOString()}`,
      );
      return 0;
    },
  },
  'agent:convert': {
    usage: 'agent:convert <username>',
    summary: 'Converts an account to an agent account (agent page open, invite activity closed).',
    run(db, args) {
      if (!args[0]) throw new UsageError(`expected a username: ${this.usage}`);
      const username = args[0];
      return settling(async () => {
        const r = await convertToAgent(db, username, new Date());
        return r.changed
          ? `${username} (user ${r.userId}) is now an agent account`
          : `${username} (user ${r.userId}) was already an agent account`;
      });
    },
  },
  'welfare:grant': {
    usage: 'welfare:grant <username> <yuan> [--in-kind "<title>" --count N]',
    summary:
      'Grants a welfare item claimable for 3 days: money ("Welfare bonus"), or with --in-kind an item (yuan 0).',
    run(db, args) {
      const grant = welfareGrantArgs(args, this.usage);
      return settling(async () => {
        const r = await grantWelfareByOperator(db, grant, 'ops', new Date());
        return `welfare item ${r.id} granted to ${grant.username} (user ${r.userId}); claimable until ${dateTimeText(r.expiresAt, { zone: true })}`;
      });
    },
  },
  'support:feedback-list': {
    usage: 'support:feedback-list [--status pending|replied]',
    summary: "The support desk's feedback queue, newest first (deleted ones are withdrawn).",
    async run(db, args) {
      const status = flagArgs(args, ['status'], this.usage).get('status');
      if (status !== undefined && status !== 'pending' && status !== 'replied')
        throw new UsageError(`usage: ${this.usage}`);
      const list = await listFeedbackForDesk(db, { ...(status ? { status } : {}), limit: 100 });
      for (const f of list) {
        const at = dateTimeText(new Date(f.createdAt), { zone: true });
        const order = f.orderNo ? `  order ${f.orderNo}` : '';
        console.log(`#${f.id}  ${f.status}  ${at}  ${f.username}  ${f.questionType}${order}`);
        console.log(`    ${f.description}`);
        for (const url of f.imageUrls) console.log(`    image ${url}`);
        if (f.reply) console.log(`    reply: ${f.reply}`);
      }
      if (list.length === 0) console.log('no feedback');
      return 0;
    },
  },
  'support:feedback-reply': {
    usage: 'support:feedback-reply --id <n> --agent <name> --text <reply>',
    summary: 'Replies to a feedback (again: replaces the reply); the player gets a message.',
    async run(db, args) {
      const flags = flagArgs(args, ['id', 'agent', 'text'], this.usage);
      const feedbackId = Number(flags.get('id'));
      const agentName = flags.get('agent');
      const reply = flags.get('text');
      if (!Number.isSafeInteger(feedbackId) || feedbackId <= 0 || !agentName || reply === undefined)
        throw new UsageError(`usage: ${this.usage}`);
      return withEventBus(db, (events) =>
        settling(async () => {
          await replyToFeedback({ db, now: new Date(), events }, { feedbackId, agentName, reply });
          return `feedback ${feedbackId} replied by ${agentName}`;
        }),
      );
    },
  },
  'sports:incident': {
    usage:
      'sports:incident <eventId> <danger|goal|redCard|goalKick|suspend|resume|finish> [home|away]',
    summary: 'A match incident on a simulated sports event; the slips it decides settle at once.',
    async run(db, args) {
      const parsed = sportsIncidentBody.safeParse({
        eventId: args[0],
        incident: args[1],
        side: args[2],
      });
      if (!parsed.success) throw new UsageError(`usage: ${this.usage}`);
      return settling(async () => {
        const event = await sportsIncidentNow(
          { db, venues: new VenueSimulator(db), log: consoleLog() },
          parsed.data,
          new Date(),
        );
        return `${event.home} ${event.homeScore}-${event.awayScore} ${event.away}  ${event.state} ${event.minute}'${event.danger ? '  dangerous' : ''}`;
      });
    },
  },
  'jobs:list': {
    usage: 'jobs:list [job]',
    summary: "The scheduler's recent runs: state, due time (business time), attempts, last error.",
    async run(db, args) {
      const runs = await listRuns(db, { ...(args[0] ? { job: args[0] } : {}), limit: 50 });
      for (const r of runs) {
        const due = dateTimeText(r.dueAt, { zone: true });
        const error = r.lastError ? `  last error: ${r.lastError}` : '';
        console.log(`${r.job}  ${r.key}  due ${due}  ${r.state}  attempts ${r.attempts}${error}`);
      }
      if (runs.length === 0) console.log('no runs');
      return 0;
    },
  },
  'jobs:rerun': {
    usage: 'jobs:rerun <job> <key>',
    summary: 'Queues a failed or stuck run again; a done run is refused (each run happens once).',
    async run(db, args) {
      const [job, key] = args;
      if (!job || !key) throw new UsageError(`expected a job and a run key: ${this.usage}`);
      const log = consoleLog();
      const scheduler = await Scheduler.start(db, {
        jobs: SCHEDULED_JOBS,
        clock: systemClock,
        log,
      });
      try {
        const result = await scheduler.rerun({ job, key });
        if (result.rerun) {
          console.log(`${job} ${key} was ${result.previous}; queued again (the API runs it)`);
          return 0;
        }
        console.error(
          result.reason === 'done'
            ? `${job} ${key} is done; a run happens once and is not run again`
            : `no run ${job} ${key} (see jobs:list)`,
        );
        return 1;
      } finally {
        await scheduler.stop();
      }
    },
  },
  'jobs:run-due': {
    usage: 'jobs:run-due',
    summary: 'Plans the runs due now and runs them here (the API does it every 5 s).',
    async run(db) {
      const report = await runDueJobs(db, SCHEDULED_JOBS, systemClock, { log: consoleLog() });
      for (const r of report.delivered)
        console.log(`${r.job}  ${r.key}  ${r.outcome}${r.error ? `: ${r.error}` : ''}`);
      console.log(`${report.planned.length} planned, ${report.delivered.length} delivered`);
      return report.delivered.some((r) => r.outcome === 'failed') ? 1 : 0;
    },
  },
  'restrict:add': {
    usage: 'restrict:add <ip|cidr> [note]',
    summary: 'Blocks an address or network (answers errorCode "403").',
    async run(db, args) {
      const network = networkArg(args, this.usage);
      await addRestriction(db, network, args.slice(1).join(' ') || null);
      console.log(`restricted ${network}`);
      return 0;
    },
  },
  'restrict:remove': {
    usage: 'restrict:remove <ip|cidr>',
    summary: 'Lifts a restriction.',
    async run(db, args) {
      const network = networkArg(args, this.usage);
      const removed = await removeRestriction(db, network);
      console.log(removed ? `lifted ${network}` : `${network} was not restricted`);
      return 0;
    },
  },
  'restrict:list': {
    usage: 'restrict:list',
    summary: 'Lists restricted addresses and networks.',
    async run(db) {
      const list = await listRestrictions(db);
      for (const r of list) console.log(`${r.network}${r.note ? `  ${r.note}` : ''}`);
      if (list.length === 0) console.log('no restrictions');
      return 0;
    },
  },
  'support:agent-add': {
    usage: 'support:agent-add --name <n> --group online|finance --password-stdin | --password <p>',
    summary:
      'Adds a support agent for the operator page /ops/support (same name: new group and password).',
    async run(db, args) {
      // --password-stdin keeps the password out of the process list and the shell's history.
      const fromStdin = args.includes('--password-stdin');
      const rest = args.filter((arg) => arg !== '--password-stdin');
      const flags = flagArgs(rest, ['name', 'group', 'password'], this.usage);
      if (fromStdin) flags.set('password', await firstLineOfStdin());
      const parsed = newAgentSchema.safeParse(Object.fromEntries(flags));
      if (!parsed.success)
        throw new UsageError(`${parsed.error.issues[0]!.message}: ${this.usage}`);
      const agent = await addSupportAgent(db, parsed.data);
      console.log(`support agent ${agent.name} (${agent.group}) can sign in at /ops/support`);
      return 0;
    },
  },
  'support:audit': {
    usage: 'support:audit [--agent <name>] [--limit <n>]',
    summary:
      "The support agents' actions, newest first: sign-ins and their refusals, replies, closes.",
    async run(db, args) {
      const flags = flagArgs(args, ['agent', 'limit'], this.usage);
      const limit = Number(flags.get('limit') ?? 100);
      if (!Number.isSafeInteger(limit) || limit <= 0) throw new UsageError(`usage: ${this.usage}`);
      const agentName = flags.get('agent');
      const entries = await listAgentAudit(db, { ...(agentName ? { agentName } : {}), limit });
      for (const e of entries) {
        const at = dateTimeText(e.at, { zone: true });
        const where = e.address ?? 'ops command';
        console.log(
          `${at}  ${e.agentName}  ${e.action}${e.target ? `  ${e.target}` : ''}  ${where}`,
        );
      }
      if (entries.length === 0) console.log('no agent actions');
      return 0;
    },
  },
  'support:reply': {
    usage: 'support:reply --conversation <id> --agent <name> --text <t>',
    summary: "Answers a chat as an agent of the conversation's group; the player's page hears it.",
    async run(db, args) {
      const flags = flagArgs(args, ['conversation', 'agent', 'text'], this.usage);
      const conversationId = Number(flags.get('conversation'));
      const agentName = flags.get('agent');
      const text = flags.get('text');
      if (!Number.isSafeInteger(conversationId) || conversationId <= 0 || !agentName || !text)
        throw new UsageError(`usage: ${this.usage}`);
      return withEventBus(db, (events) =>
        settling(async () => {
          const message = await replyAsNamedAgent(
            { db, now: new Date(), events },
            { conversationId, agentName, text },
          );
          return `message ${message.id} sent to conversation ${conversationId} as ${agentName}`;
        }),
      );
    },
  },
};

function help(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(34)} ${c.summary}`);
  return `usage: pnpm --filter @platform/api run ops <command>\n\ncommands:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name && name !== 'help' ? `unknown command "${name}"\n\n${help()}` : help());
    return name && name !== 'help' ? 2 : 0;
  }
  const { db, release } = await prepareDatabase(loadConfig());
  try {
    // Balances a command moves reach the players' open pages (docs/product-rules.md#event-stream).
    return await withEventBus(db, () => command.run(db, args));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
