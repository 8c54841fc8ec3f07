import { describe, expect, it } from 'vitest';
import { quoteCoin } from './coinQuote';

describe('quoteCoin', () => {
  it('converts fen to coin at the rate, as decimal strings', () => {
    expect(quoteCoin(72_000, 720)).toEqual({ exchangeRate: '7.20', coinAmount: '100.00' });
  });

  it('rounds the coin amount up so the payment covers the order', () => {
    // 100 yuan / 7.20 = 13.888… USDT
    expect(quoteCoin(10_000, 720).coinAmount).toBe('13.89');
    expect(quoteCoin(100_000_000, 720).coinAmount).toBe('138888.89');
  });
});
