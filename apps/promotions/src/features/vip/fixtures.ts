// VIP levels, standing and today's rebate as the contract shapes them, for the area's tests and
// standalone dev answers (never imported by a page). The figures follow the seeded levels.
import { GAME_TYPES } from '@platform/api-client/tables';
import type { PayloadOf, VipLevel } from '@platform/api-client';

const YUAN = 100;

/** [valid turnover, withdrawals/day, limit/day, upgrade, birthday, weekly, rebate bp] in yuan. */
const LEVELS: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [0, 5, 200_000, 0, 0, 0, 40],
  [10_000, 5, 300_000, 18, 18, 8, 45],
  [50_000, 8, 500_000, 58, 38, 18, 50],
  [200_000, 10, 1_000_000, 188, 88, 38, 55],
  [800_000, 10, 1_500_000, 388, 188, 88, 60],
  [2_000_000, 15, 2_000_000, 888, 388, 188, 65],
  [5_000_000, 15, 3_000_000, 1_888, 888, 388, 70],
  [10_000_000, 20, 5_000_000, 3_888, 1_888, 888, 80],
  [30_000_000, 20, 8_000_000, 8_888, 3_888, 1_888, 90],
  [80_000_000, 30, 10_000_000, 18_888, 8_888, 3_888, 100],
];

function ratios(bp: number): VipLevel['rebateRatios'] {
  return GAME_TYPES.map((gameType) => ({
    gameType,
    rateBp: gameType === 'lottery' ? bp - 10 : gameType === 'electronic' ? bp + 5 : bp,
  }));
}

/** The ten levels; the VIP offer's discount from VIP 3 up (none below, as an offer may start there). */
export const VIP_LEVEL_LIST: readonly VipLevel[] = LEVELS.map(
  ([turnover, count, limit, upgrade, birthday, weekly, bp], i) => ({
    vipLevel: i + 1,
    validTurnover: turnover * YUAN,
    relegationProtectionTurnover: Math.round(turnover * 0.3) * YUAN,
    dailyWithdrawalCount: count,
    dailyWithdrawalLimit: limit * YUAN,
    upgradeGift: upgrade * YUAN,
    birthdayGift: birthday * YUAN,
    weeklyRedEnvelope: weekly * YUAN,
    rebateRatios: ratios(bp),
    promotionDiscount:
      i + 1 < 3
        ? null
        : {
            minTransfer: 100 * YUAN,
            bonusRateBp: 1_000 + (i + 1) * 100,
            maxBonus: (i + 1) * 1_000 * YUAN,
            turnoverMultiple: 12,
            timeLimitDays: 7,
            platCodes: ['STLIVE'],
          },
  }),
);

export function vipLevel(level: number): VipLevel {
  return VIP_LEVEL_LIST[level - 1]!;
}

/** getVipInfo for a guest: the levels without a standing. */
export function guestVipInfo(): PayloadOf<'getVipInfo'> {
  return { vipLevelList: [...VIP_LEVEL_LIST], nowVipInfo: null, nextVipInfo: null, progress: null };
}

/** getVipInfo for a member at `level` with their turnovers (fen). */
export function memberVipInfo(
  level: number,
  {
    validTurnover = 0,
    protectionTurnover = 0,
    protectionDeadline = '2027-02-20T15:59:59.000Z',
  } = {},
): PayloadOf<'getVipInfo'> {
  return {
    vipLevelList: [...VIP_LEVEL_LIST],
    nowVipInfo: vipLevel(level),
    nextVipInfo: level < VIP_LEVEL_LIST.length ? vipLevel(level + 1) : null,
    progress: { vipLevel: level, validTurnover, protectionTurnover, protectionDeadline },
  };
}

/** getVipReturnWaterList: every level's ratios. */
export function returnWaterList(): PayloadOf<'getVipReturnWaterList'> {
  return {
    vipReturnWaterList: VIP_LEVEL_LIST.map((l) => ({
      vipLevel: l.vipLevel,
      rebateRatios: l.rebateRatios,
    })),
  };
}

/** queryRebateToday at a level's ratios for today's valid bets per category (fen). */
export function rebateToday(
  level: number,
  validBets: Partial<Record<VipLevel['rebateRatios'][number]['gameType'], number>>,
  claimedToday = 0,
): PayloadOf<'queryRebateToday'> {
  const byCategory = vipLevel(level)
    .rebateRatios.filter((r) => (validBets[r.gameType] ?? 0) > 0)
    .map((r) => {
      const bets = validBets[r.gameType]!;
      return {
        gameType: r.gameType,
        validBets: bets,
        rateBp: r.rateBp,
        amount: Math.floor((bets * r.rateBp) / 10_000),
      };
    });
  const expected = byCategory.reduce((fen, row) => fen + row.amount, 0);
  return { byCategory, expected, claimedToday, claimable: claimedToday === 0 && expected > 0 };
}
