import { describe, expect, it } from 'vitest';
import {
  coinAmountText,
  FEN_PER_YUAN,
  formatFen,
  hundredthsText,
  parseYuanToFen,
  plainYuan,
  ratePercent,
  typedYuan,
  yuanToFen,
} from './money';

describe('parseYuanToFen', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
    ['0', 0],
    [' 100 ', 10000],
    ['007.50', 750],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %j as %i fen', (input, fen) => {
    expect(parseYuanToFen(input)).toBe(fen);
  });

  it('never goes through floats (0.1 + 0.2 style errors)', () => {
    expect(parseYuanToFen('0.29')).toBe(29);
    expect(parseYuanToFen('1.15')).toBe(115);
  });

  it.each(['', '-1', '1.234', '1.', '.5', '1,000', '1e3', 'abc', '１２', '1 000', '1234567890123'])(
    'refuses %j',
    (input) => {
      expect(parseYuanToFen(input)).toBeNull();
    },
  );
});

describe('yuanToFen', () => {
  it('multiplies whole yuan', () => {
    expect(yuanToFen(100)).toBe(100 * FEN_PER_YUAN);
  });

  it('throws on decimals', () => {
    expect(() => yuanToFen(1.5)).toThrow();
  });
});

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1200, '12.00'],
    [123456, '1,234.56'],
    [100_000_000_00, '100,000,000.00'],
    [-5, '-0.05'],
    [-123456, '-1,234.56'],
  ])('formats %i fen as %j', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('round-trips with parseYuanToFen', () => {
    for (const fen of [0, 1, 99, 100, 123456, 987654321]) {
      expect(parseYuanToFen(formatFen(fen).replace(/,/g, ''))).toBe(fen);
    }
  });
});

describe('amount texts', () => {
  it('writes hundredths with two places and no grouping', () => {
    expect(hundredthsText(12_345_678)).toBe('123456.78');
    expect(hundredthsText(5)).toBe('0.05');
    expect(hundredthsText(-150)).toBe('-1.50');
  });

  it('pastes an amount without grouping, and types whole yuan without decimals', () => {
    expect(plainYuan(12_345_678)).toBe('123456.78');
    expect(typedYuan(50_000)).toBe('500');
    expect(typedYuan(50_050)).toBe('500.50');
  });

  it('quotes coin rounded up to the coin cent', () => {
    expect(coinAmountText(10_000, 720)).toBe('13.89'); // 100 yuan / 7.20 = 13.888…
    expect(coinAmountText(72_000, 720)).toBe('100.00');
  });

  it('reads a rate in basis points as a percentage', () => {
    expect(ratePercent(10)).toBe('0.1%');
    expect(ratePercent(60)).toBe('0.6%');
    expect(ratePercent(15)).toBe('0.15%');
    expect(ratePercent(100)).toBe('1%');
    expect(ratePercent(1000)).toBe('10%');
    expect(ratePercent(0)).toBe('0%');
  });
});
