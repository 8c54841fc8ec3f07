import { GAME_TYPES, type GameType } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';

/**
 * The one source of the rebate ratios (docs/product-rules.md#rebates): the vip_levels column
 * holding each game type's ratio in basis points (seed: seeds/vipLevels.ts). The rebate engine
 * and the strategy the games area shows (queryWaterStrategyByGameType) both read it here.
 */
export const REBATE_COLUMN: Record<GameType, string> = {
  sports: 'rebate_sports_bp',
  liveVideo: 'rebate_live_bp',
  chessAndCards: 'rebate_chess_bp',
  esports: 'rebate_esports_bp',
  lottery: 'rebate_lottery_bp',
  electronic: 'rebate_electronic_bp',
};

export type RebateRates = Record<GameType, number>;

/** Every VIP level's ratio per game type, by level. */
export async function rebateRatesByLevel(db: Queryable): Promise<Map<number, RebateRates>> {
  const columns = GAME_TYPES.map((type) => `${REBATE_COLUMN[type]} AS "${type}"`).join(', ');
  const { rows } = await db.query<Record<GameType, number> & { level: number }>(
    `SELECT level, ${columns} FROM vip_levels ORDER BY level`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.level),
      Object.fromEntries(GAME_TYPES.map((type) => [type, Number(row[type])])) as RebateRates,
    ]),
  );
}

/** One VIP level's ratio per game type. */
export async function rebateRatesOfLevel(db: Queryable, level: number): Promise<RebateRates> {
  const rates = (await rebateRatesByLevel(db)).get(level);
  if (!rates) throw new Error(`no VIP level ${level} in vip_levels`);
  return rates;
}
