import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditOperator } from '../core/audit';
import { findUserByUsername } from '../core/auth';
import { DomainError } from '../core/errors';
import { creditCentralWallet } from '../core/ledger';
import type { DevMailbox } from '../core/messages';
import { rewindPlaySession } from '../core/playerProtection';
import { listRuns, runDueJobs, type SchedulerDevHandle } from '../core/scheduler';
import { systemClock, type Clock } from '../core/time';
import type { Database } from '../db/database';
import { OPERATOR_COMMANDS, runOperatorCommand, type OperatorCommand } from './commands';

const schedulerClockBody = z.union([
  z.object({ to: z.iso.datetime({ offset: true }) }),
  z.object({ advanceMs: z.number().int() }),
]);
const runJobBody = z.object({ job: z.string().min(1), to: z.iso.datetime({ offset: true }) });
const rewindBody = z.object({
  username: z.string().min(1),
  minutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
});
const creditBody = z.object({
  username: z.string().min(1),
  /** Fen. */
  amount: z.coerce.number().int().positive().max(1_000_000_000),
  idempotencyKey: z.string().min(1).optional(),
});

/**
 * Tooling for development and end-to-end tests: read what the SMS/e-mail gateway "sent" and a
 * captcha's answer (from this process's development mailbox: the database keeps them hashed), credit a player, move the scheduler's clock; and the operator commands that
 * name a development route (restrict an address, settle deposits and withdrawals as the sandbox
 * processors, repair and reconcile venue transfers, publish an announcement, grant welfare, a
 * sports incident, check the books). Never registered in production.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  db: Database,
  mailbox: DevMailbox,
  clock: Clock = systemClock,
  scheduler?: SchedulerDevHandle,
): void {
  app.get('/__dev/outbox', async (request) => {
    const target = z.object({ target: z.string().min(1) }).safeParse(request.query);
    if (!target.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'target' });
    return { code: 0, msg: 'ok', messages: mailbox.sentTo(target.data.target) };
  });

  app.get<{ Params: { captchaKey: string } }>('/__dev/captcha/:captchaKey', async (request) => {
    const answer = mailbox.captchaAnswer(request.params.captchaKey);
    if (answer === null) throw new DomainError('notFound', 'notFound');
    return { code: 0, msg: 'ok', answer };
  });

  // Money for a test player, through the ledger like any other movement (house → central wallet).
  app.post('/__dev/credit', async (request) => {
    const parsed = creditBody.safeParse(request.body);
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'amount' });
    const user = await findUserByUsername(db, parsed.data.username);
    if (!user) throw new DomainError('refused', 'accountNotFound');
    const transfer = await creditCentralWallet(db, {
      userId: user.id,
      amount: parsed.data.amount,
      reason: 'dev credit',
      ...(parsed.data.idempotencyKey ? { idempotencyKey: parsed.data.idempotencyKey } : {}),
    });
    // Money in by hand: chained after the credit (a development route, docs/decisions-api.md#the-audit-chain).
    if (!transfer.replayed)
      await auditOperator(db, { at: clock.now(), door: 'dev' }, 'deposit.credited', {
        subject: { type: 'transfer', id: transfer.transferId },
        detail: { userId: user.id, amount: parsed.data.amount },
        ip: request.ip,
      });
    return { code: 0, msg: 'ok', transferId: transfer.transferId, replayed: transfer.replayed };
  });

  // The scheduler's clock (docs/product-rules.md#scheduler): move it, then plan and run what is due
  // now, without waiting for the next tick. Only when the app runs the scheduler.
  app.post('/__dev/scheduler/clock', async (request) => {
    const running = scheduler?.scheduler();
    if (!scheduler || !running) throw new DomainError('notFound', 'notFound');
    const parsed = schedulerClockBody.safeParse(request.body);
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'to' });
    const before = scheduler.clock.now();
    if ('to' in parsed.data) scheduler.clock.set(new Date(parsed.data.to));
    else scheduler.clock.advance(parsed.data.advanceMs);
    // Run what fell due, then wait for it whoever delivers it (a worker or a tick may take a run
    // first): the answer lists every run due in the window the clock crossed, ended.
    const report = await running.runDue();
    await running.settled(report.now);
    const runs = await listRuns(db, { dueAfter: before, dueUntil: report.now, limit: 200 });
    return { code: 0, msg: 'ok', ...report, runs };
  });
  // One job's runs due up to `to`, ahead of the clock, through the same exactly-once path; every
  // other job keeps to the clock (an end-to-end test reaches tomorrow's VIP review without
  // drawing tonight's lottery under another test).
  app.post('/__dev/scheduler/run-job', async (request) => {
    if (!scheduler?.scheduler()) throw new DomainError('notFound', 'notFound');
    const parsed = runJobBody.safeParse(request.body);
    const job = parsed.success && scheduler.jobs.find((j) => j.name === parsed.data.job);
    if (!parsed.success || !job)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'job' });
    const at = new Date(parsed.data.to);
    const report = await runDueJobs(db, [job], { now: () => at }, { log: app.log });
    return { code: 0, msg: 'ok', ...report };
  });
  // A play session as if played `minutes` longer, stepped at once (docs/product-rules.md#responsible-gambling).
  app.post('/__dev/play-session/rewind', async (request) => {
    const parsed = rewindBody.safeParse(request.body);
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'minutes' });
    const user = await findUserByUsername(db, parsed.data.username);
    if (!user) throw new DomainError('refused', 'accountNotFound');
    const rewound = await db.transaction((tx) =>
      rewindPlaySession(tx, user.id, parsed.data.minutes, clock.now()),
    );
    return { code: 0, msg: 'ok', rewound };
  });
  app.get('/__dev/scheduler/runs', async (request) => {
    const job = z
      .object({ job: z.string().min(1).optional() })
      .catch({})
      .parse(request.query).job;
    return {
      code: 0,
      msg: 'ok',
      now: scheduler?.clock.now() ?? clock.now(),
      runs: await listRuns(db, { ...(job ? { job } : {}), limit: 200 }),
    };
  });

  // The operator commands that name a development route (ops/commands.ts): the same schema reads
  // the path, query and body, the same run answers.
  for (const [name, command] of Object.entries(
    OPERATOR_COMMANDS as Record<string, OperatorCommand>,
  )) {
    const route = command.dev;
    if (!route) continue;
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request) => {
        const parsed = command.input.safeParse({
          ...route.defaults,
          ...(request.query as object | undefined),
          ...(request.body as object | undefined),
          ...(request.params as object | undefined),
        });
        if (!parsed.success)
          throw new DomainError('invalidInput', 'validation:invalid', { field: command.field });
        const result = await runOperatorCommand(
          name,
          command,
          {
            db,
            now: clock.now(),
            venues: app.venues,
            log: app.log,
            door: 'dev',
            restrictionsChanged: () => app.restrictions.forget(),
          },
          parsed.data,
          request.ip,
        );
        return { code: 0, msg: 'ok', ...(result as object) };
      },
    });
  }
}
