import { describe, expect, it } from 'vitest';
import type { RebateRates } from './rates';
import { rebateLines, rebateTotal } from './rebateRule';

const RATES: RebateRates = {
  sports: 40,
  liveVideo: 40,
  chessAndCards: 40,
  esports: 40,
  lottery: 30,
  electronic: 45,
};

describe('rebateLines', () => {
  it('pays each category its valid bets × its ratio, rounded down to the fen category by category', () => {
    const lines = rebateLines(
      { liveVideo: 12_345, electronic: 10_001, lottery: 333, sports: 999 },
      RATES,
    );
    expect(lines).toEqual([
      { gameType: 'sports', validBets: 999, rateBp: 40, amount: 3 },
      { gameType: 'liveVideo', validBets: 12_345, rateBp: 40, amount: 49 },
      { gameType: 'chessAndCards', validBets: 0, rateBp: 40, amount: 0 },
      { gameType: 'esports', validBets: 0, rateBp: 40, amount: 0 },
      { gameType: 'lottery', validBets: 333, rateBp: 30, amount: 0 },
      { gameType: 'electronic', validBets: 10_001, rateBp: 45, amount: 45 },
    ]);
    // Per category: 3 + 49 + 45, not floor of the fractions added up (3.996 + 49.38 + 0.999 + 45.0045).
    expect(rebateTotal(lines)).toBe(97);
  });

  it('has no cap beyond the ratio', () => {
    const [sports] = rebateLines({ sports: 100_000_000_00 }, RATES);
    expect(sports!.amount).toBe(40_000_000);
  });

  it('pays nothing without valid bets', () => {
    expect(rebateTotal(rebateLines({}, RATES))).toBe(0);
  });
});
