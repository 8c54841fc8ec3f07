import { describe, expect, it } from 'vitest';
import { applyPreview } from './applyPreview';

const terms = { minTransfer: 10_000, bonusRatioBp: 3000, maxBonus: 50_000, turnoverMultiple: 12 };

describe('apply preview', () => {
  it('gives the bonus, the total into the venue and the turnover that releases the lock', () => {
    expect(applyPreview('500', terms)).toEqual({
      transfer: 50_000,
      bonus: 15_000,
      total: 65_000,
      turnover: 780_000,
    });
  });

  it('caps the bonus at the maximum and rounds down to the fen', () => {
    expect(applyPreview('5000', terms)?.bonus).toBe(50_000);
    expect(applyPreview('0.03', terms)?.bonus).toBe(0);
    expect(applyPreview('100.05', terms)?.bonus).toBe(3001);
  });

  it('previews nothing until a positive amount is typed', () => {
    expect(applyPreview(undefined, terms)).toBeNull();
    expect(applyPreview('', terms)).toBeNull();
    expect(applyPreview('abc', terms)).toBeNull();
    expect(applyPreview('0', terms)).toBeNull();
  });
});
