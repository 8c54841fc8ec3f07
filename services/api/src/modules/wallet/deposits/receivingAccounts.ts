import type {
  CoinProtocol,
  CoinType,
  CurrencyCode,
  DepositChannelCode,
  DepositMethod,
  Fen,
  ReceivingAccount,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { quoteCoin } from './coinQuote';

interface ReceivingAccountRow {
  id: number;
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  bank_branch: string | null;
  qr_code_url: string | null;
  pay_url: string | null;
}

export interface AssignedAccount {
  id: number;
  account: ReceivingAccount;
}

export interface AccountRequest {
  method: DepositMethod;
  channel: DepositChannelCode;
  amount: Fen;
  /** The order's currency (the member's): a coin price is quoted in it. */
  currency: CurrencyCode;
  /** The order's postscript, which lets the payment be matched to the order. */
  remark: string;
  coin?: { coinType: CoinType; protocol: CoinProtocol };
}

/**
 * Picks where the player pays: an enabled account of the channel (or of its method), of the coin
 * protocol for coin channels. The one with the fewest orders waiting for payment wins, so waiting
 * payments spread over the accounts and each stays easy to reconcile.
 */
export async function assignReceivingAccount(
  tx: Queryable,
  request: AccountRequest,
): Promise<AssignedAccount> {
  const { rows } = await tx.query<ReceivingAccountRow>(
    `SELECT a.id, a.account_name, a.account_number, a.bank_name, a.bank_branch, a.qr_code_url, a.pay_url
     FROM deposit_receiving_accounts a
     WHERE a.enabled AND a.method = $1 AND (a.channel IS NULL OR a.channel = $2)
       AND (a.protocol IS NULL OR a.protocol = $3)
     ORDER BY (a.channel IS NULL),
       (SELECT count(*) FROM deposit_orders o
         WHERE o.receiving_account_id = a.id AND o.status = 'waitingForPayment'),
       a.id
     LIMIT 1`,
    [request.method, request.channel, request.coin?.protocol ?? null],
  );
  const row = rows[0];
  if (!row) throw new DomainError('refused', 'depositChannelUnavailable');
  return {
    id: row.id,
    account: {
      accountName: row.account_name,
      accountNumber: row.account_number,
      bankName: row.bank_name,
      bankBranch: row.bank_branch,
      qrCodeUrl: row.qr_code_url,
      payUrl: row.pay_url,
      remark: request.coin ? null : request.remark,
      virtualCoin: request.coin
        ? { ...request.coin, ...quoteCoin(request.amount, undefined, request.currency) }
        : null,
    },
  };
}
