import { describe, expect, it } from 'vitest';
import {
  coinAmountText,
  configuredCurrency,
  offeredCurrencies,
  plainAmount,
  typedAmount,
  FEN_PER_YUAN,
  formatFen,
  formatMoney,
  formatPercent,
  parseAmount,
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

describe('formatMoney: the reader’s marks, the currency’s sign and all its decimals', () => {
  it.each([
    ['zh-CN', 'CNY', 123_450, '¥1,234.50'],
    ['en', 'CNY', 123_450, 'CN¥1,234.50'],
    ['vi', 'CNY', 123_450, '1.234,50\u00a0CN¥'],
    ['pt', 'CNY', 1_560_000, 'CN¥\u00a015.600,00'],
    ['th', 'THB', 500, '฿5.00'],
    ['vi', 'VND', 1_234_567, '1.234.567\u00a0₫'],
    ['my', 'CNY', 100, '1.00\u00a0CN¥'],
    ['en', 'CNY', -1, '-CN¥0.01'],
  ] as const)('%s %s %i → %s', (locale, currency, minor, text) => {
    expect(formatMoney(minor, currency, locale)).toBe(text);
  });

  it('is exact beyond what a float holds to the fen', () => {
    expect(formatMoney(9_007_199_254_740_991, 'CNY', 'en')).toBe('CN¥90,071,992,547,409.91');
  });

  it('writes Latin digits in Burmese, as amounts are typed', () => {
    expect(formatMoney(123_456, 'THB', 'my')).toMatch(/^[0-9,.]+\u00a0฿$/);
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(1.5, 'CNY', 'en')).toThrow();
  });
});

describe('formatPercent', () => {
  it.each([
    ['en', 1560, '15.6%'],
    ['vi', 1560, '15,6%'],
    ['pt', 13, '0,13%'],
    ['zh-CN', 10_000, '100%'],
  ] as const)('%s %i bp → %s', (locale, bp, text) => {
    expect(formatPercent(bp, locale)).toBe(text);
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 'CNY', 1200],
    ['12.3', 'THB', 1230],
    ['12,34', 'CNY', 1234],
    ['350000', 'VND', 350_000],
  ] as const)('reads %j in %s as %i', (input, currency, minor) => {
    expect(parseAmount(input, currency)).toBe(minor);
  });

  it.each([
    ['1,000', 'CNY'],
    ['1.5', 'VND'],
    ['12.345', 'THB'],
    ['-1', 'CNY'],
    ['1 000', 'VND'],
    ['', 'CNY'],
  ] as const)('refuses %j in %s rather than guess', (input, currency) => {
    expect(parseAmount(input, currency)).toBeNull();
  });
});

describe("plainAmount and typedAmount: digits in the currency's decimals", () => {
  it("pastes the currency's full decimals without grouping", () => {
    expect(plainAmount(1_234_50, 'THB')).toBe('1234.50');
    expect(plainAmount(1_234_567, 'VND')).toBe('1234567');
  });

  it('types whole amounts without decimals', () => {
    expect(typedAmount(500_00, 'THB')).toBe('500');
    expect(typedAmount(500_50, 'THB')).toBe('500.50');
    expect(typedAmount(350_000, 'VND')).toBe('350000');
  });
});

describe("the operator's currency settings", () => {
  it('keeps the known offered currencies in order, the base currency when none', () => {
    expect(offeredCurrencies('THB, CNY,XYZ,THB')).toEqual(['THB', 'CNY']);
    expect(offeredCurrencies('')).toEqual(['CNY']);
    expect(offeredCurrencies(null)).toEqual(['CNY']);
  });

  it("takes a new member's currency only when it is a known code", () => {
    expect(configuredCurrency('VND')).toBe('VND');
    expect(configuredCurrency('vnd')).toBeNull();
    expect(configuredCurrency(undefined)).toBeNull();
  });
});
