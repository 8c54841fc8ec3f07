import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask';

describe('maskAccount', () => {
  it('keeps the first and last four of a long account', () => {
    expect(maskAccount('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe('TJRa **** RTv8');
    expect(maskAccount('6222 0202 0000 1234')).toBe('6222 **** 1234');
  });
  it('shows only the last four of a short account', () => {
    expect(maskAccount('12345678')).toBe('****5678');
    expect(maskAccount('1234')).toBe('1234');
  });
  it('leaves an account the server masked alone', () => {
    expect(maskAccount('**** **** **** 1234')).toBe('**** **** **** 1234');
  });
});
