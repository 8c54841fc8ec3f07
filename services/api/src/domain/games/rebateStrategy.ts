import type { GameType } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';

/** The vip_levels column holding each game type's rebate ratio (seed: db/seed/vipLevels.ts). */
const REBATE_COLUMN: Record<GameType, string> = {
  sports: 'rebate_sports_bp',
  liveVideo: 'rebate_live_bp',
  chessAndCards: 'rebate_chess_bp',
  esports: 'rebate_esports_bp',
  lottery: 'rebate_lottery_bp',
  electronic: 'rebate_electronic_bp',
};

/**
 * The rebate ("return water") ratio of a game type at every VIP level
 * (docs/product-rules.md#vip): one ratio per level for every venue of the type (platCode null).
 */
export async function rebateStrategy(db: Queryable, gameType: GameType) {
  const { rows } = await db.query<{ level: number; rate_bp: number }>(
    `SELECT level, ${REBATE_COLUMN[gameType]} AS rate_bp FROM vip_levels ORDER BY level`,
  );
  return rows.map((r) => ({ vipLevel: r.level, platCode: null, rateBp: Number(r.rate_bp) }));
}
