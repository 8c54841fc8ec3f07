import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRestriction, parseNetwork, removeRestriction } from '../../core/access';
import { captchaAnswer } from '../../core/captcha';
import { sportsIncidentBody, sportsIncidentNow } from '../../modules/games';
import { DomainError } from '../../core/errors';
import { approveDeposit, rejectDeposit } from '../../modules/wallet';
import { checkLedger } from '../../core/ledger';
import { announcementInputSchema, publishAnnouncement } from '../../modules/account';
import { creditCentralWallet } from '../../core/ledger';
import { systemClock, type Clock } from '../../core/time';
import type { SchedulerDevHandle } from '../../core/scheduler';
import { listRuns } from '../../core/scheduler';
import { runDueJobs } from '../../core/scheduler';
import { findUserByUsername } from '../../core/auth';
import { outboxFor } from '../../core/messages';
import { reconcileVenues } from '../../core/venues';
import { repairVenueTransfers } from '../../core/venues';
import { payWithdrawal, rejectWithdrawal, runDuePayouts } from '../../modules/wallet';
import { grantWelfareByOperator, operatorGrantSchema } from '../../modules/promotions';
import type { Database } from '../../db/database';

const ipBody = z.object({ ip: z.string().min(1) });
const schedulerClockBody = z.union([
  z.object({ to: z.iso.datetime({ offset: true }) }),
  z.object({ advanceMs: z.number().int() }),
]);
const runJobBody = z.object({ job: z.string().min(1), to: z.iso.datetime({ offset: true }) });
const rejectBody = z.object({ reason: z.string().trim().max(200).optional() }).catch({});
const creditBody = z.object({
  username: z.string().min(1),
  /** Fen. */
  amount: z.coerce.number().int().positive().max(1_000_000_000),
  idempotencyKey: z.string().min(1).optional(),
});

function networkFrom(input: unknown): string {
  const parsed = ipBody.safeParse(input);
  const network = parsed.success ? parseNetwork(parsed.data.ip) : null;
  if (!network) throw new DomainError('invalidInput', 'validation:invalid', { field: 'ip' });
  return network;
}

/**
 * Tooling for development and end-to-end tests: read what the SMS/e-mail gateway "sent", read a
 * captcha's answer, restrict an address, credit a player, settle deposits and withdrawals as the
 * sandbox processors, repair and reconcile venue transfers, publish an announcement, check the
 * books, move the scheduler's clock. Never registered in
 * production.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock = systemClock,
  scheduler?: SchedulerDevHandle,
): void {
  app.get('/__dev/outbox', async (request) => {
    const target = z.object({ target: z.string().min(1) }).safeParse(request.query);
    if (!target.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'target' });
    return { code: 0, msg: 'ok', messages: await outboxFor(db, target.data.target) };
  });

  app.get<{ Params: { captchaKey: string } }>('/__dev/captcha/:captchaKey', async (request) => {
    const answer = await captchaAnswer(db, request.params.captchaKey);
    if (answer === null) throw new DomainError('notFound', 'notFound');
    return { code: 0, msg: 'ok', answer };
  });

  app.post('/__dev/restrict', async (request) => {
    const network = networkFrom(request.body);
    await addRestriction(db, network, 'added through /__dev/restrict');
    app.restrictions.forget();
    return { code: 0, msg: 'ok', network };
  });

  app.delete('/__dev/restrict', async (request) => {
    const network = networkFrom(request.body ?? request.query);
    const removed = await removeRestriction(db, network);
    app.restrictions.forget();
    return { code: 0, msg: 'ok', removed };
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
    return { code: 0, msg: 'ok', transferId: transfer.transferId, replayed: transfer.replayed };
  });

  // The payment processor's sandbox: settle a deposit order as the processor's callback would.
  app.post<{ Params: { orderNo: string } }>(
    '/__dev/sandbox/deposits/:orderNo/approve',
    async (request) => {
      const settled = await approveDeposit(db, {
        orderNo: request.params.orderNo,
        now: clock.now(),
      });
      return { code: 0, msg: 'ok', ...settled };
    },
  );
  app.post<{ Params: { orderNo: string } }>(
    '/__dev/sandbox/deposits/:orderNo/reject',
    async (request) => {
      const settled = await rejectDeposit(db, {
        orderNo: request.params.orderNo,
        reason: rejectBody.parse(request.body ?? {}).reason,
        now: clock.now(),
      });
      return { code: 0, msg: 'ok', ...settled };
    },
  );

  // The payout processor's sandbox: pay or reject one withdrawal, or run every due payout.
  app.post<{ Params: { orderNo: string } }>(
    '/__dev/sandbox/withdrawals/:orderNo/pay',
    async (request) => ({
      code: 0,
      msg: 'ok',
      withdrawal: await payWithdrawal(db, request.params.orderNo, clock.now()),
    }),
  );
  app.post<{ Params: { orderNo: string } }>(
    '/__dev/sandbox/withdrawals/:orderNo/reject',
    async (request) => ({
      code: 0,
      msg: 'ok',
      withdrawal: await rejectWithdrawal(
        db,
        request.params.orderNo,
        rejectBody.parse(request.body ?? {}).reason ?? null,
        clock.now(),
      ),
    }),
  );
  app.post('/__dev/sandbox/withdrawals/run', async () => ({
    code: 0,
    msg: 'ok',
    paid: await runDuePayouts(db, clock.now()),
  }));

  // Venue transfers left pending: complete them now (the server also does every 30 s).
  app.post('/__dev/venues/repair', async () => ({
    code: 0,
    msg: 'ok',
    result: await repairVenueTransfers({ db, venues: app.venues, log: app.log }, clock.now()),
  }));
  app.get('/__dev/venues/reconcile', async () => ({
    code: 0,
    msg: 'ok',
    ...(await reconcileVenues(db, app.venues)),
  }));

  // An operator's announcement (as `pnpm ops announce:post`): every player's message centre gets it.
  app.post('/__dev/announcements', async (request) => {
    const parsed = announcementInputSchema.safeParse(request.body);
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'text' });
    const published = await publishAnnouncement(db, parsed.data, clock.now());
    return { code: 0, msg: 'ok', ...published, expiresAt: published.expiresAt.toISOString() };
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

  // A match incident on a simulated sports event (as `pnpm ops sports:incident`).
  app.post('/__dev/sports/incident', async (request) => {
    const parsed = sportsIncidentBody.safeParse(request.body);
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'incident' });
    const event = await sportsIncidentNow(
      { db, venues: app.venues, log: app.log },
      parsed.data,
      clock.now(),
    );
    return { code: 0, msg: 'ok', event };
  });

  // A welfare item for a test player (as `pnpm ops welfare:grant`): money in fen (10 yuan unless
  // given) under the standard title, or an item in kind under `title`; answers the item's id.
  app.post('/__dev/welfare/grant', async (request) => {
    const parsed = operatorGrantSchema.safeParse({
      type: 'virtual',
      amount: 1_000,
      ...(request.body as object | undefined),
    });
    if (!parsed.success)
      throw new DomainError('invalidInput', 'validation:invalid', { field: 'welfare' });
    const granted = await grantWelfareByOperator(db, parsed.data, 'dev', clock.now());
    return {
      code: 0,
      msg: 'ok',
      id: granted.id,
      userId: granted.userId,
      fresh: granted.fresh,
      expiresAt: granted.expiresAt.toISOString(),
    };
  });

  app.get('/__dev/ledger-check', async () => {
    const problems = await checkLedger(db);
    return { code: 0, msg: 'ok', ok: problems.length === 0, problems };
  });
}
