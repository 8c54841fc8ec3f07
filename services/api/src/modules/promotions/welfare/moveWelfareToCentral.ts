import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { amountMovedOnAccount, lockPlayerWallets, postTransfer } from '../../../core/ledger';
import { refuseOnBreak } from '../../../core/playerProtection';

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
    const { central, welfare } = await lockPlayerWallets(tx, userId, ['central', 'welfare']);
    // Welfare money becomes spendable only off a break (docs/product-rules.md#responsible-gambling).
    await refuseOnBreak(tx, userId, ctx.now);
    if (!central || !welfare) throw new Error(`user ${userId} has no central or welfare wallet`);

    const earlier = await amountMovedOnAccount(tx, key, central.id);
    if (earlier !== null) return { moved: earlier };

    const amount = welfare.spendable;
    if (amount <= 0) throw new DomainError('refused', 'welfareEmpty');
    await postTransfer(tx, {
      idempotencyKey: key,
      kind: 'walletTransfer',
      legs: [
        { accountId: welfare.id, amount: -amount },
        { accountId: central.id, amount },
      ],
      metadata: { userId, from: 'welfare', to: 'central' },
      at: ctx.now,
    });
    return { moved: amount };
  });
}
