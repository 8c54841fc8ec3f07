import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { postTransfer } from '../../../core/ledger';

/**
 * Moves the welfare wallet's whole spendable balance into the central wallet as one ledger transfer
 * (docs/product-rules.md#welfare). The player's key makes it happen once: a retry with the same key
 * moves nothing more and answers the amount the first attempt moved. An empty wallet is refused.
 */
export async function moveWelfareToCentral(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  userId: number,
  input: { idempotencyKey: string },
): Promise<{ moved: number }> {
  const key = `welfareToCentral:${userId}:${input.idempotencyKey}`;
  return ctx.db.transaction(async (tx) => {
    // Both wallets locked in id order, as the ledger locks them: the balance read is the one moved,
    // and two attempts with one key run one after the other.
    const { rows: wallets } = await tx.query<{
      id: number;
      kind: 'central' | 'welfare';
      spendable: number;
    }>(
      `SELECT id, kind, balance - held AS spendable FROM ledger_accounts
       WHERE owner_user_id = $1 AND kind IN ('central', 'welfare') ORDER BY id FOR UPDATE`,
      [userId],
    );
    const central = wallets.find((w) => w.kind === 'central');
    const welfare = wallets.find((w) => w.kind === 'welfare');
    if (!central || !welfare) throw new Error(`user ${userId} has no central or welfare wallet`);

    const { rows: earlier } = await tx.query<{ moved: number }>(
      `SELECT e.amount AS moved FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = $2
       WHERE t.idempotency_key = $1`,
      [key, central.id],
    );
    if (earlier[0]) return { moved: Number(earlier[0].moved) };

    const amount = Number(welfare.spendable);
    if (amount <= 0) throw new DomainError('refused', 'welfareEmpty');
    await postTransfer(tx, {
      idempotencyKey: key,
      kind: 'walletTransfer',
      legs: [
        { accountId: Number(welfare.id), amount: -amount },
        { accountId: Number(central.id), amount },
      ],
      metadata: { userId, from: 'welfare', to: 'central' },
      at: ctx.now,
    });
    return { moved: amount };
  });
}
