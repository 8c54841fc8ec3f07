import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRestriction, parseNetwork, removeRestriction } from '../../domain/access/restrictions';
import { captchaAnswer } from '../../domain/captcha/captcha';
import { DomainError } from '../../domain/errors';
import { checkLedger } from '../../domain/ledger/checkLedger';
import { creditCentralWallet } from '../../domain/ledger/credit';
import { findUserByUsername } from '../../domain/users/userRecord';
import { outboxFor } from '../../domain/verification/outbox';
import type { Database } from '../../db/database';

const ipBody = z.object({ ip: z.string().min(1) });
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
 * captcha's answer, restrict an address, credit a player, check the books. Never registered in
 * production.
 */
export function registerDevRoutes(app: FastifyInstance, db: Database): void {
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
    return { code: 0, msg: 'ok', network };
  });

  app.delete('/__dev/restrict', async (request) => {
    const network = networkFrom(request.body ?? request.query);
    return { code: 0, msg: 'ok', removed: await removeRestriction(db, network) };
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

  app.get('/__dev/ledger-check', async () => {
    const problems = await checkLedger(db);
    return { code: 0, msg: 'ok', ok: problems.length === 0, problems };
  });
}
