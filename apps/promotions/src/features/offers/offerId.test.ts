import { describe, expect, it } from 'vitest';
import { offerIdOf } from './offerId';

describe('offer id', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(offerIdOf('12')).toBe(12);
    expect(offerIdOf(null)).toBeNull();
    expect(offerIdOf('')).toBeNull();
    expect(offerIdOf('0')).toBeNull();
    expect(offerIdOf('1.5')).toBeNull();
    expect(offerIdOf('abc')).toBeNull();
  });
});
