import { transferAmountSchema } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { refuseUnless } from '../errors';

/**
 * A transfer may not exceed what its source wallet can spend (docs/product-rules.md#transfers),
 * judged by the contract's transferAmountSchema: the transfer form's rule, with its message.
 */
export async function assertTransferAmount(
  tx: Queryable,
  sourceAccountId: number,
  amount: number,
): Promise<void> {
  const { rows } = await tx.query<{ available: number }>(
    'SELECT balance - held AS available FROM ledger_accounts WHERE id = $1',
    [sourceAccountId],
  );
  refuseUnless(transferAmountSchema(rows[0]?.available ?? 0), amount);
}
