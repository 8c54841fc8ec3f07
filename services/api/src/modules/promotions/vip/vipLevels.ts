import { GAME_TYPES, type VipLevel } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { MemberFigures } from '../../../core/site';
import { rebateRatesByLevel, type RebateRates } from '../rebates/rates';
import type { VipThresholds } from './progress';

/**
 * The ten VIP levels as stored (vip_levels, seeded by seeds/vipLevels.ts), and the promotion
 * discount of each from the VIP offer's terms by level (docs/product-rules.md#vip): the offer is
 * the one source of that discount, so the VIP page and the offer page never disagree.
 */

interface VipLevelRow {
  level: number;
  promotion_turnover: number;
  protection_turnover: number;
  daily_withdrawal_count: number;
  daily_withdrawal_limit: number;
  upgrade_gift: number;
  birthday_gift: number;
  weekly_red_envelope: number;
}

export type VipRebateRatio = VipLevel['rebateRatios'][number];
type PromotionDiscount = NonNullable<VipLevel['promotionDiscount']>;

/** A level's rebate ratio per game type, in the contract's order, from the rebates' one source. */
function rebateRatios(rates: RebateRates | undefined): VipRebateRatio[] {
  return GAME_TYPES.map((gameType) => ({ gameType, rateBp: rates?.[gameType] ?? 0 }));
}

async function levelRows(db: Queryable): Promise<VipLevelRow[]> {
  const { rows } = await db.query<VipLevelRow>('SELECT * FROM vip_levels ORDER BY level');
  return rows;
}

/** Promotion and protection turnover of every level, for the review. */
export async function vipThresholds(db: Queryable): Promise<VipThresholds[]> {
  return (await levelRows(db)).map((r) => ({
    level: Number(r.level),
    promotionTurnover: Number(r.promotion_turnover),
    protectionTurnover: Number(r.protection_turnover),
  }));
}

/**
 * The thresholds a member's turnover is compared with, in the member's currency: written in fen,
 * read through figureIn (docs/product-rules.md#currency), so a THB member needs 5× the figure.
 */
export function thresholdsIn(
  levels: readonly VipThresholds[],
  figure: MemberFigures['figure'],
): VipThresholds[] {
  return levels.map((l) => ({
    level: l.level,
    promotionTurnover: figure(l.promotionTurnover),
    protectionTurnover: figure(l.protectionTurnover),
  }));
}

/** The gifts of one level (fen, read in a member's currency by the caller): upgrade, birthday, weekly. */
export async function vipGifts(
  db: Queryable,
): Promise<Map<number, { upgradeGift: number; birthdayGift: number; weeklyRedEnvelope: number }>> {
  return new Map(
    (await levelRows(db)).map((r) => [
      Number(r.level),
      {
        upgradeGift: Number(r.upgrade_gift),
        birthdayGift: Number(r.birthday_gift),
        weeklyRedEnvelope: Number(r.weekly_red_envelope),
      },
    ]),
  );
}

/**
 * The VIP offer's terms by level (the first `vipOffer` by sort and id). A daily offer's time limit
 * reads 1 day (applied once per business day); an offer with a time limit in hours, its whole days
 * rounded up.
 */
async function promotionDiscounts(db: Queryable): Promise<Map<number, PromotionDiscount>> {
  const { rows } = await db.query<{
    terms_by_vip_level:
      | {
          vipLevel: number;
          minTransfer: number;
          bonusRatioBp: number;
          maxBonus: number;
          turnoverMultiple: number;
        }[]
      | null;
    time_limit_hours: number | null;
    frequency: 'once' | 'daily';
    plat_codes: string[];
  }>(
    `SELECT terms_by_vip_level, time_limit_hours, frequency, plat_codes FROM activities
     WHERE kind = 'vipOffer' ORDER BY sort, id LIMIT 1`,
  );
  const offer = rows[0];
  const discounts = new Map<number, PromotionDiscount>();
  if (!offer?.terms_by_vip_level) return discounts;
  const timeLimitDays =
    offer.time_limit_hours !== null
      ? Math.ceil(Number(offer.time_limit_hours) / 24)
      : offer.frequency === 'daily'
        ? 1
        : 0;
  for (const row of offer.terms_by_vip_level)
    discounts.set(row.vipLevel, {
      minTransfer: row.minTransfer,
      bonusRateBp: row.bonusRatioBp,
      maxBonus: row.maxBonus,
      turnoverMultiple: row.turnoverMultiple,
      timeLimitDays,
      platCodes: offer.plat_codes,
    });
  return discounts;
}

/** The VIP offer's minimum transfer and bonus maximum of a level, in the reader's currency. */
function discountIn(
  discount: PromotionDiscount | undefined,
  figure: MemberFigures['figure'],
): PromotionDiscount | null {
  if (!discount) return null;
  return {
    ...discount,
    minTransfer: figure(discount.minTransfer),
    maxBonus: figure(discount.maxBonus),
  };
}

/**
 * Every level as the contract describes it, VIP 1 first, its figures (turnovers, withdrawal limit,
 * gifts, the VIP offer's minimum and maximum) read in the reader's currency; counts, rates and
 * multiples stay as written.
 */
export async function vipLevelList(
  db: Queryable,
  figure: MemberFigures['figure'],
): Promise<VipLevel[]> {
  const discounts = await promotionDiscounts(db);
  const rates = await rebateRatesByLevel(db);
  return (await levelRows(db)).map((r) => ({
    vipLevel: Number(r.level),
    validTurnover: figure(Number(r.promotion_turnover)),
    relegationProtectionTurnover: figure(Number(r.protection_turnover)),
    dailyWithdrawalCount: Number(r.daily_withdrawal_count),
    dailyWithdrawalLimit: figure(Number(r.daily_withdrawal_limit)),
    upgradeGift: figure(Number(r.upgrade_gift)),
    birthdayGift: figure(Number(r.birthday_gift)),
    weeklyRedEnvelope: figure(Number(r.weekly_red_envelope)),
    rebateRatios: rebateRatios(rates.get(Number(r.level))),
    promotionDiscount: discountIn(discounts.get(Number(r.level)), figure),
  }));
}

/** The rebate ratios of every level and game type (getVipReturnWaterList). */
export async function vipReturnWaterList(
  db: Queryable,
): Promise<{ vipLevel: number; rebateRatios: VipRebateRatio[] }[]> {
  return [...(await rebateRatesByLevel(db))].map(([vipLevel, rates]) => ({
    vipLevel,
    rebateRatios: rebateRatios(rates),
  }));
}
