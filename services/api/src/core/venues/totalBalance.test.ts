import { describe, expect, it } from 'vitest';
import { totalBalance } from './totalBalance';

const wallets = { central: 30_000, lock: 0, welfare: 500 };

describe('totalBalance', () => {
  it('adds every own wallet and every venue whose balance is known', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: false, locked: false },
      { platCode: 'STLIVE', balance: 0, unknown: false, locked: false },
      { platCode: 'STSPORT', balance: 7, unknown: false, locked: false },
    ];
    expect(totalBalance(wallets, venues)).toEqual({
      total: 50_507,
      lockWallet: 0,
      unknownVenues: [],
    });
  });

  it('leaves out a venue whose balance is unknown and names it', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: true, locked: false },
      { platCode: 'STLIVE', balance: 3_000, unknown: false, locked: false },
      { platCode: 'STLOTTO', balance: 0, unknown: true, locked: false },
    ];
    expect(totalBalance(wallets, venues)).toEqual({
      total: 33_500,
      lockWallet: 0,
      unknownVenues: ['STSLOT', 'STLOTTO'],
    });
  });

  it('is the own wallets alone when there are no venues', () => {
    expect(totalBalance(wallets, [])).toEqual({
      total: 30_500,
      lockWallet: 0,
      unknownVenues: [],
    });
  });

  it('shows the locked venues as the lock wallet and counts their money once in the total', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: false, locked: true },
      { platCode: 'STLIVE', balance: 3_000, unknown: false, locked: false },
      { platCode: 'STSPORT', balance: 1_200, unknown: false, locked: true },
    ];
    expect(totalBalance(wallets, venues)).toEqual({
      total: 54_700,
      lockWallet: 21_200,
      unknownVenues: [],
    });
  });

  it('leaves a locked venue whose balance is unknown out of the lock wallet too', () => {
    const venues = [
      { platCode: 'STSLOT', balance: 20_000, unknown: true, locked: true },
      { platCode: 'STSPORT', balance: 1_200, unknown: false, locked: true },
    ];
    expect(totalBalance(wallets, venues)).toEqual({
      total: 31_700,
      lockWallet: 1_200,
      unknownVenues: ['STSLOT'],
    });
  });

  it('adds the ledger lock account as it stands (never posted to, so 0) and not the lock wallet', () => {
    const venues = [{ platCode: 'STSLOT', balance: 20_000, unknown: false, locked: true }];
    expect(totalBalance({ ...wallets, lock: 0 }, venues).total).toBe(50_500);
    expect(totalBalance({ ...wallets, lock: 100 }, venues).total).toBe(50_600);
  });
});
