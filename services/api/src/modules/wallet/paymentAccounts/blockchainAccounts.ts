import type { BlockchainAccount, ParsedRequestOf } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import {
  tellSecurityChange,
  verifyPaymentPassword,
  verifyCode,
  type CodeScope,
  smsScope,
} from '../../account';
import { requirePasswordProof, type MemberSession } from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { auditAccount, removeAccount } from './accountAudit';
import { DomainError } from '../../../core/errors';
import { maskCardNumber, maskTail } from './masking';
import { blindIndex, open, seal } from '../../../core/vault';
import {
  accountNotFound,
  countLiveAccounts,
  lockOwner,
  MAX_ACCOUNTS_PER_KIND,
  refuseDuplicate,
} from './records';

type BlockchainFields = ParsedRequestOf<'blockchainAccountBind'>;

interface BlockchainRow {
  id: number;
  alias: string;
  coin_type: BlockchainAccount['coinType'];
  protocol: BlockchainAccount['protocol'];
  address_sealed: string;
  created_at: Date;
}

const TABLE = 'user_blockchain_accounts';
const COLUMNS = 'id, alias, coin_type, protocol, address_sealed, created_at';

/** The address sealed, and its blind index of `<protocol>:<address>` (the unique rule). */
function addressColumns(input: { protocol: string; address: string }): [string, string] {
  return [
    seal('user_blockchain_accounts.address', input.address),
    blindIndex('blockchain', `${input.protocol}:${input.address}`),
  ];
}

function toAccount(r: BlockchainRow): BlockchainAccount {
  return {
    id: r.id,
    alias: r.alias,
    coinType: r.coin_type,
    protocol: r.protocol,
    address: maskTail(open('user_blockchain_accounts.address', r.address_sealed)),
    createdAt: r.created_at.toISOString(),
  };
}

export async function listBlockchainAccounts(
  db: Queryable,
  userId: number,
): Promise<BlockchainAccount[]> {
  const { rows } = await db.query<BlockchainRow>(
    `SELECT ${COLUMNS} FROM user_blockchain_accounts
     WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows.map(toAccount);
}

/** What the notice of an added or changed address shows: its coin and last four characters. */
function coinNotice(input: { coinType: string; address: string }) {
  return {
    kind: { key: 'paymentAccountKinds.virtualCoin' },
    account: `${input.coinType} ${maskCardNumber(input.address)}`,
  };
}

/**
 * A coin address receives withdrawals, so binding or changing one takes a recent proof of the
 * login password (docs/decisions-api.md#account-takeover), the payment password and an SMS code
 * (smsType bindVirtualCoin) sent to the player's own bound phone. The checks run before the
 * transaction so wrong guesses count even when the request is refused.
 */
async function checkCoinRequest(
  ctx: DomainContext,
  { user, sessionId }: MemberSession,
  input: BlockchainFields,
): Promise<CodeScope> {
  if (!user.mobile) throw new DomainError('refused', 'noBoundPhone');
  await requirePasswordProof(ctx.db, sessionId, ctx.now);
  if (input.mobile !== user.mobile) throw new DomainError('refused', 'phoneMismatch');
  await verifyPaymentPassword(ctx.db, user.id, input.payPassword, ctx.now);
  const scope = smsScope(user, 'bindVirtualCoin', user.mobile);
  await verifyCode(ctx.db, scope, input.smsCode, ctx.now, { consume: false });
  return scope;
}

/** Uses the code up with the write: a refused write (duplicate address) leaves it usable. */
function consumeCode(tx: Queryable, ctx: DomainContext, scope: CodeScope, code: string) {
  return verifyCode(tx, scope, code, ctx.now, { consume: true });
}

/** Binds an address (up to the limit); the player is told on every bound channel. */
export async function bindBlockchainAccount(
  ctx: DomainContext,
  member: MemberSession,
  input: BlockchainFields,
): Promise<BlockchainAccount> {
  const { user } = member;
  const scope = await checkCoinRequest(ctx, member, input);
  return ctx.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    if (
      (await countLiveAccounts(tx, 'user_blockchain_accounts', user.id)) >= MAX_ACCOUNTS_PER_KIND
    ) {
      throw new DomainError('refused', 'paymentAccountLimit', { max: MAX_ACCOUNTS_PER_KIND });
    }
    await consumeCode(tx, ctx, scope, input.smsCode);
    const { rows } = await refuseDuplicate(() =>
      tx.query<BlockchainRow>(
        `INSERT INTO user_blockchain_accounts
           (user_id, alias, coin_type, protocol, address_sealed, address_index, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
        [user.id, input.alias, input.coinType, input.protocol, ...addressColumns(input), ctx.now],
      ),
    );
    await tellSecurityChange(ctx, tx, user, 'paymentAccountAdded', coinNotice(input));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.added', TABLE, rows[0]!.id);
    return toAccount(rows[0]!);
  });
}

/** Replaces an address's details; the player is told on every bound channel. */
export async function modifyBlockchainAccount(
  ctx: DomainContext,
  member: MemberSession,
  input: ParsedRequestOf<'blockchainAccountModify'>,
): Promise<BlockchainAccount> {
  const { user } = member;
  const scope = await checkCoinRequest(ctx, member, input);
  return ctx.db.transaction(async (tx) => {
    await consumeCode(tx, ctx, scope, input.smsCode);
    const { rows } = await refuseDuplicate(() =>
      tx.query<BlockchainRow>(
        `UPDATE user_blockchain_accounts
         SET alias = $3, coin_type = $4, protocol = $5, address_sealed = $6, address_index = $7,
             updated_at = $8
         WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [
          input.id,
          user.id,
          input.alias,
          input.coinType,
          input.protocol,
          ...addressColumns(input),
          ctx.now,
        ],
      ),
    );
    if (!rows[0]) throw accountNotFound();
    await tellSecurityChange(ctx, tx, user, 'paymentAccountChanged', coinNotice(input));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.changed', TABLE, input.id);
    return toAccount(rows[0]);
  });
}

export function deleteBlockchainAccount(
  ctx: DomainContext,
  userId: number,
  id: number,
): Promise<void> {
  return removeAccount(ctx, TABLE, userId, id);
}
