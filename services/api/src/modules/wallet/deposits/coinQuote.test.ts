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

  it('reads the price in the order’s currency: 36.00 baht and 25200 đồng for 7.20 yuan', () => {
    // 100 yuan is 500 baht and 350,000 đồng: the same 13.89 USDT in every currency.
    expect(quoteCoin(50_000, 720, 'THB')).toEqual({ exchangeRate: '36.00', coinAmount: '13.89' });
    expect(quoteCoin(350_000, 720, 'VND')).toEqual({ exchangeRate: '25200', coinAmount: '13.89' });
  });
});
