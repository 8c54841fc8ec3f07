import { transferAmountSchema } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { refuseUnless } from '../errors';
import { spendableBalance } from '../ledger';

/**
 * A transfer may not exceed what its source wallet can spend (docs/product-rules.md#transfers),
 * judged by the contract's transferAmountSchema: the transfer form's rule, with its message.
 */
export async function assertTransferAmount(
  tx: Queryable,
  sourceAccountId: number,
  amount: number,
): Promise<void> {
  refuseUnless(transferAmountSchema(await spendableBalance(tx, sourceAccountId)), amount);
}
