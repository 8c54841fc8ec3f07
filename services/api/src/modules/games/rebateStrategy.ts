import type { GameType } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { rebateRatesByLevel } from '../promotions';

/**
 * The rebate ("return water") ratio of a game type at every VIP level
 * (docs/product-rules.md#vip): one ratio per level for every venue of the type (platCode null).
 */
export async function rebateStrategy(db: Queryable, gameType: GameType) {
  // The same ratios the rebate engine pays (docs/product-rules.md#rebates).
  const rates = await rebateRatesByLevel(db);
  return [...rates].map(([level, byType]) => ({
    vipLevel: level,
    platCode: null,
    rateBp: byType[gameType],
  }));
}
