import { rewardPage } from '../../modules/promotions';
import { requireMember, type HandlerMap } from '../context';

/** The reward record: the bonuses received and the prizes redeemed (docs/product-rules.md#rewards). */
export const rewardHandlers = {
  queryRewardRecordList: async (input, ctx) =>
    rewardPage(ctx.db, requireMember(ctx).user.id, input, ctx.lang),
} satisfies HandlerMap;
