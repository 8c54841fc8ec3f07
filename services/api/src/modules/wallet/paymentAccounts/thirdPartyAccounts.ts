import type { ParsedRequestOf, ThirdPartyAccount } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { tellSecurityChange, verifyPaymentPassword } from '../../account';
import { requirePasswordProof, type MemberSession } from '../../../core/auth';
import type { DomainContext } from '../../../core/context';
import { auditAccount, removeAccount } from './accountAudit';
import { DomainError } from '../../../core/errors';
import { requireOwnUploadUrl } from '../../../core/uploads';
import { maskCardNumber, maskTail } from './masking';
import { blindIndex, open, seal } from '../../../core/vault';
import {
  accountNotFound,
  countLiveAccounts,
  lockOwner,
  MAX_ACCOUNTS_PER_KIND,
  refuseDuplicate,
} from './records';

type ThirdPartyFields = ParsedRequestOf<'thirdPartyAccountBind'>;

interface ThirdPartyRow {
  id: number;
  account_type: ThirdPartyAccount['accountType'];
  alias: string;
  account_sealed: string;
  qr_code_url: string | null;
  platform_name: string | null;
  created_at: Date;
}

const TABLE = 'user_third_party_accounts';
const COLUMNS = 'id, account_type, alias, account_sealed, qr_code_url, platform_name, created_at';

/** The account sealed, and its blind index scoped by type and platform (the unique rule). */
function accountColumns(type: string, platformName: string | null, account: string) {
  return {
    sealed: seal('user_third_party_accounts.account', account),
    index: blindIndex('thirdParty', `${type}:${platformName ?? ''}:${account}`),
  };
}

function toAccount(r: ThirdPartyRow): ThirdPartyAccount {
  return {
    id: r.id,
    accountType: r.account_type,
    alias: r.alias,
    account: maskTail(open('user_third_party_accounts.account', r.account_sealed)),
    qrCodeUrl: r.qr_code_url,
    platformName: r.platform_name,
    createdAt: r.created_at.toISOString(),
  };
}

export async function listThirdPartyAccounts(
  db: Queryable,
  userId: number,
): Promise<ThirdPartyAccount[]> {
  const { rows } = await db.query<ThirdPartyRow>(
    `SELECT ${COLUMNS} FROM user_third_party_accounts
     WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows.map(toAccount);
}

/** The columns to store, after the checks that need the database. */
interface StoredFields {
  qrCodeUrl: string | null;
  platformName: string | null;
}

/** What the notice of an added or changed account shows: its kind and the account's last four. */
function accountNotice(input: { accountType: ThirdPartyAccount['accountType']; account: string }) {
  return {
    kind: { key: `paymentAccountKinds.${input.accountType}` },
    account: maskCardNumber(input.account),
  };
}

/**
 * Every kind needs a recent proof of the login password first
 * (docs/decisions-api.md#account-takeover). EBpay and KOIpay receive withdrawals, so they take the
 * payment password (checked first, outside any transaction, so wrong guesses count). Alipay and
 * WeChat carry a QR image that must be one of the player's own uploads.
 */
async function checkThirdPartyRequest(
  ctx: DomainContext,
  { user, sessionId }: MemberSession,
  input: ThirdPartyFields,
): Promise<StoredFields> {
  await requirePasswordProof(ctx.db, sessionId, ctx.now);
  switch (input.accountType) {
    case 'ebpay':
    case 'koipay':
      await verifyPaymentPassword(ctx.db, user.id, input.payPassword, ctx.now);
      return { qrCodeUrl: null, platformName: null };
    case 'alipay':
    case 'wechat':
      return {
        qrCodeUrl: await requireOwnUploadUrl(ctx.db, user.id, input.qrCodeUrl, 'account.qrCode'),
        platformName: null,
      };
    case 'generic':
      return { qrCodeUrl: null, platformName: input.platformName };
  }
}

/** Binds an account (up to the limit per kind); the player is told on every bound channel. */
export async function bindThirdPartyAccount(
  ctx: DomainContext,
  member: MemberSession,
  input: ThirdPartyFields,
): Promise<ThirdPartyAccount> {
  const { user } = member;
  const stored = await checkThirdPartyRequest(ctx, member, input);
  return ctx.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    const count = await countLiveAccounts(
      tx,
      'user_third_party_accounts',
      user.id,
      input.accountType,
    );
    if (count >= MAX_ACCOUNTS_PER_KIND) {
      throw new DomainError('refused', 'paymentAccountLimit', { max: MAX_ACCOUNTS_PER_KIND });
    }
    const sealedAccount = accountColumns(input.accountType, stored.platformName, input.account);
    const { rows } = await refuseDuplicate(() =>
      tx.query<ThirdPartyRow>(
        `INSERT INTO user_third_party_accounts
           (user_id, account_type, alias, account_sealed, account_index, qr_code_url,
            platform_name, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${COLUMNS}`,
        [
          user.id,
          input.accountType,
          input.alias,
          sealedAccount.sealed,
          sealedAccount.index,
          stored.qrCodeUrl,
          stored.platformName,
          ctx.now,
        ],
      ),
    );
    await tellSecurityChange(ctx, tx, user, 'paymentAccountAdded', accountNotice(input));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.added', TABLE, rows[0]!.id);
    return toAccount(rows[0]!);
  });
}

/**
 * Replaces an account's details; its type is fixed (an Alipay account stays an Alipay account).
 * The player is told on every bound channel.
 */
export async function modifyThirdPartyAccount(
  ctx: DomainContext,
  member: MemberSession,
  input: ParsedRequestOf<'thirdPartyAccountModify'>,
): Promise<ThirdPartyAccount> {
  const { user } = member;
  const { rows: found } = await ctx.db.query<{ account_type: string }>(
    `SELECT account_type FROM user_third_party_accounts
     WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [input.id, user.id],
  );
  if (!found[0]) throw accountNotFound();
  if (found[0].account_type !== input.accountType) {
    throw new DomainError('refused', 'paymentAccountTypeFixed');
  }
  const stored = await checkThirdPartyRequest(ctx, member, input);
  const sealedAccount = accountColumns(input.accountType, stored.platformName, input.account);
  return ctx.db.transaction(async (tx) => {
    const { rows } = await refuseDuplicate(() =>
      tx.query<ThirdPartyRow>(
        `UPDATE user_third_party_accounts
         SET alias = $3, account_sealed = $4, account_index = $9, qr_code_url = $5,
             platform_name = $6, updated_at = $7
         WHERE id = $1 AND user_id = $2 AND account_type = $8 AND deleted_at IS NULL
         RETURNING ${COLUMNS}`,
        [
          input.id,
          user.id,
          input.alias,
          sealedAccount.sealed,
          stored.qrCodeUrl,
          stored.platformName,
          ctx.now,
          input.accountType,
          sealedAccount.index,
        ],
      ),
    );
    if (!rows[0]) throw accountNotFound();
    await tellSecurityChange(ctx, tx, user, 'paymentAccountChanged', accountNotice(input));
    await auditAccount(tx, ctx, user.id, 'paymentAccount.changed', TABLE, input.id);
    return toAccount(rows[0]);
  });
}

export function deleteThirdPartyAccount(
  ctx: DomainContext,
  userId: number,
  id: number,
): Promise<void> {
  return removeAccount(ctx, TABLE, userId, id);
}
