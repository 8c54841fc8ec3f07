import { describe, expect, it } from 'vitest';
import type { ActivityTerms } from '../entities-domain';
import { lockTurnover, offerBonus, offerTransferSchema, termsForLevel } from './offers';

const terms: ActivityTerms = {
  minTransfer: 100_00,
  bonusRatioBp: 2_000,
  maxBonus: 388_00,
  turnoverMultiple: 12,
  frequency: 'once',
  timeLimitHours: null,
  minVipLevel: null,
  excludesAgents: true,
  requiresTransfer: true,
  termsByVipLevel: null,
};

describe('the offer bonus', () => {
  it('is the transfer times the ratio, rounded down to the fen', () => {
    expect(offerBonus(100_00, terms)).toBe(20_00);
    expect(offerBonus(123_45, terms)).toBe(24_69);
  });

  it('stops at the maximum, and is exactly the maximum at the boundary', () => {
    expect(offerBonus(1_940_00, terms)).toBe(388_00);
    expect(offerBonus(1_939_99, terms)).toBe(387_99);
    expect(offerBonus(50_000_00, terms)).toBe(388_00);
  });

  it('locks the venue until (transfer + bonus) times the multiple is wagered', () => {
    expect(lockTurnover(1_000_00, 200_00, terms)).toBe(14_400_00);
  });
});

describe('the transfer of an application', () => {
  it('is refused below the minimum, taken at it, and refused above the central wallet', () => {
    const rule = offerTransferSchema(terms, 500_00);
    expect(rule.safeParse(99_99).error?.issues[0]?.message).toBe('amount.belowMinimum');
    expect(rule.safeParse(100_00).success).toBe(true);
    expect(rule.safeParse(500_00).success).toBe(true);
    expect(rule.safeParse(500_01).error?.issues[0]?.message).toBe('amount.exceedsSource');
  });
});

describe('a VIP offer', () => {
  const vip: ActivityTerms = {
    ...terms,
    termsByVipLevel: [
      {
        vipLevel: 3,
        minTransfer: 100_00,
        bonusRatioBp: 500,
        maxBonus: 100_00,
        turnoverMultiple: 10,
      },
      {
        vipLevel: 4,
        minTransfer: 100_00,
        bonusRatioBp: 800,
        maxBonus: 200_00,
        turnoverMultiple: 10,
      },
    ],
  };

  it("takes the terms of the player's level, and none below its lowest row", () => {
    expect(termsForLevel(vip, 4)?.bonusRatioBp).toBe(800);
    expect(termsForLevel(vip, 2)).toBeNull();
    expect(termsForLevel(terms, 1)).toBe(terms);
  });
});
