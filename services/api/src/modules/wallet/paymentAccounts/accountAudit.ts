import { audit, type AuditAction } from '../../../core/audit';
import type { DomainContext } from '../../../core/context';
import type { Queryable } from '../../../db/database';
import { softDeleteAccount, type AccountTable } from './records';

/** The audit chain names an account by its kind and id, never by its number or address. */
const KIND: Record<AccountTable, string> = {
  user_bank_cards: 'bankCard',
  user_blockchain_accounts: 'coinAccount',
  user_third_party_accounts: 'walletAccount',
};

/** A payout account added, changed or removed, in the change's transaction (docs/decisions-api.md#the-audit-chain). */
export function auditAccount(
  tx: Queryable,
  ctx: Pick<DomainContext, 'now' | 'ip'>,
  userId: number,
  action: AuditAction,
  table: AccountTable,
  id: number,
): Promise<void> {
  return audit(tx, {
    action,
    actor: { kind: 'player', id: userId },
    subject: { type: KIND[table], id },
    at: ctx.now,
    ip: ctx.ip,
    door: 'api',
  });
}

/** Unbinds an account of the player's and records it, together. */
export function removeAccount(
  ctx: DomainContext,
  table: AccountTable,
  userId: number,
  id: number,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    await softDeleteAccount(tx, table, userId, id, ctx.now);
    await auditAccount(tx, ctx, userId, 'paymentAccount.removed', table, id);
  });
}
