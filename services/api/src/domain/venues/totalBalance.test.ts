import { describe, expect, it } from 'vitest';
import { totalBalance } from './totalBalance';

const wallets = { central: 30_000, lock: 1_000, welfare: 500 };

describe('totalBalance', () => {
  it('adds every own wallet and every venue whose balance is known', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: false },
      { platCode: 'STLIVE', balance: 0, unknown: false },
      { platCode: 'STSPORT', balance: 7, unknown: false },
    ];
    expect(totalBalance(wallets, venues)).toEqual({ total: 51_507, unknownVenues: [] });
  });

  it('leaves out a venue whose balance is unknown and names it', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: true },
      { platCode: 'STLIVE', balance: 3_000, unknown: false },
      { platCode: 'STLOTTO', balance: 0, unknown: true },
    ];
    expect(totalBalance(wallets, venues)).toEqual({
      total: 34_500,
      unknownVenues: ['STSLOT', 'STLOTTO'],
    });
  });

  it('is the own wallets alone when there are no venues', () => {
    expect(totalBalance(wallets, [])).toEqual({ total: 31_500, unknownVenues: [] });
  });
});
