import { transactionDetail, transactionPage } from '../../modules/wallet';
import { requireMember, type HandlerMap } from '../context';

/**
 * The transaction record: the last 30 days, filtered and paged, and one in detail
 * (docs/product-rules.md#transaction-records).
 */
export const transactionHandlers = {
  queryTransactionRecordList: async (input, ctx) =>
    transactionPage(ctx.db, requireMember(ctx).user.id, input, ctx.now),

  getTransactionRecordInfo: async (input, ctx) => ({
    transactionRecord: await transactionDetail(
      ctx.db,
      requireMember(ctx).user.id,
      input.orderNo,
      ctx.lang,
    ),
  }),
} satisfies HandlerMap;
