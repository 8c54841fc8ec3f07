import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { houseAccountFor, playerAccountId } from './accounts';
import { postTransfer, type PostedTransfer } from './postTransfer';

/**
 * Credits a player's central wallet from the house deposit account: a manual adjustment, used by
 * development tooling (/__dev/credit) to give test players money without a payment channel.
 */
export async function creditCentralWallet(
  db: Database,
  input: { userId: number; amount: number; idempotencyKey?: string; reason: string; at?: Date },
): Promise<PostedTransfer> {
  return db.transaction(async (tx) => {
    const central = await playerAccountId(tx, input.userId, 'central');
    const house = await houseAccountFor(tx, 'house_deposit', input.userId);
    return postTransfer(tx, {
      idempotencyKey: input.idempotencyKey ?? `credit-${randomUUID()}`,
      kind: 'adjustment',
      legs: [
        { accountId: house, amount: -input.amount },
        { accountId: central, amount: input.amount },
      ],
      metadata: { reason: input.reason },
      ...(input.at ? { at: input.at } : {}),
    });
  });
}
