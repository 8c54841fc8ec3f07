import type { Queryable } from '../db/database';

const YUAN = 100;

export interface VipLevelSeed {
  level: number;
  /** Cumulative valid turnover that earns this level (fen). */
  promotionTurnover: number;
  /** Valid turnover per 90 days that keeps it (fen). */
  protectionTurnover: number;
  dailyWithdrawalCount: number;
  dailyWithdrawalLimit: number;
  upgradeGift: number;
  birthdayGift: number;
  weeklyRedEnvelope: number;
  /** Rebate ratios in basis points (40 = 0.40%). */
  rebateBp: {
    sports: number;
    live: number;
    chess: number;
    esports: number;
    lottery: number;
    electronic: number;
  };
}

function level(
  n: number,
  promotionYuan: number,
  dailyCount: number,
  dailyLimitYuan: number,
  upgradeYuan: number,
  birthdayYuan: number,
  weeklyYuan: number,
  rebate: number,
): VipLevelSeed {
  return {
    level: n,
    promotionTurnover: promotionYuan * YUAN,
    // Keeping a level asks for 30% of what earning it took, over the 90-day window.
    protectionTurnover: Math.round(promotionYuan * 0.3) * YUAN,
    dailyWithdrawalCount: dailyCount,
    dailyWithdrawalLimit: dailyLimitYuan * YUAN,
    upgradeGift: upgradeYuan * YUAN,
    birthdayGift: birthdayYuan * YUAN,
    weeklyRedEnvelope: weeklyYuan * YUAN,
    // Lottery margins are thinner, so its rebate stays a notch lower.
    rebateBp: {
      sports: rebate,
      live: rebate,
      chess: rebate,
      esports: rebate,
      lottery: rebate - 10,
      electronic: rebate + 5,
    },
  };
}

/** VIP 1-10: every column rises with the level. */
export const VIP_LEVEL_SEEDS: readonly VipLevelSeed[] = [
  level(1, 0, 5, 200_000, 0, 0, 0, 40),
  level(2, 10_000, 5, 300_000, 18, 18, 8, 45),
  level(3, 50_000, 8, 500_000, 58, 38, 18, 50),
  level(4, 200_000, 10, 1_000_000, 188, 88, 38, 55),
  level(5, 800_000, 10, 1_500_000, 388, 188, 88, 60),
  level(6, 2_000_000, 15, 2_000_000, 888, 388, 188, 65),
  level(7, 5_000_000, 15, 3_000_000, 1_888, 888, 388, 70),
  level(8, 10_000_000, 20, 5_000_000, 3_888, 1_888, 888, 80),
  level(9, 30_000_000, 20, 8_000_000, 8_888, 3_888, 1_888, 90),
  level(10, 80_000_000, 30, 10_000_000, 18_888, 8_888, 3_888, 100),
];

export async function seedVipLevels(tx: Queryable): Promise<void> {
  for (const v of VIP_LEVEL_SEEDS) {
    await tx.query(
      `INSERT INTO vip_levels (level, promotion_turnover, protection_turnover, daily_withdrawal_count, daily_withdrawal_limit,
         upgrade_gift, birthday_gift, weekly_red_envelope, rebate_sports_bp, rebate_live_bp, rebate_chess_bp,
         rebate_esports_bp, rebate_lottery_bp, rebate_electronic_bp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (level) DO NOTHING`,
      [
        v.level,
        v.promotionTurnover,
        v.protectionTurnover,
        v.dailyWithdrawalCount,
        v.dailyWithdrawalLimit,
        v.upgradeGift,
        v.birthdayGift,
        v.weeklyRedEnvelope,
        v.rebateBp.sports,
        v.rebateBp.live,
        v.rebateBp.chess,
        v.rebateBp.esports,
        v.rebateBp.lottery,
        v.rebateBp.electronic,
      ],
    );
  }
}
