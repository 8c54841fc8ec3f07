import { describe, expect, it } from 'vitest';
import { claimOutcome, ratiosInCategoryOrder, rebatePercentText } from './rebateRules';

describe('rebate rules', () => {
  it('shows a ratio in basis points with two decimals', () => {
    expect(rebatePercentText(80)).toBe('0.80%');
    expect(rebatePercentText(45)).toBe('0.45%');
    expect(rebatePercentText(105)).toBe('1.05%');
    expect(rebatePercentText(100)).toBe('1.00%');
    expect(rebatePercentText(0)).toBe('0.00%');
  });

  it('orders the ratios like the home page categories', () => {
    const ordered = ratiosInCategoryOrder([
      { gameType: 'electronic', rateBp: 1 },
      { gameType: 'sports', rateBp: 2 },
      { gameType: 'lottery', rateBp: 3 },
    ]);
    expect(ordered.map((r) => r.gameType)).toEqual(['sports', 'lottery', 'electronic']);
  });

  it('tells money credited from nothing to claim', () => {
    expect(claimOutcome({ creditedAmount: 1_234 })).toEqual({ kind: 'credited', amount: 1_234 });
    expect(claimOutcome({ creditedAmount: 0 })).toEqual({ kind: 'nothing' });
  });
});
