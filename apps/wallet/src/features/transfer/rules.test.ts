import { describe, expect, it } from 'vitest';
import { venueBalances } from './fixtures';
import {
  CENTRAL,
  chooseFrom,
  chooseTo,
  chooseVenue,
  fromSide,
  INITIAL_ROUTE,
  sourceBalance,
  swapRoute,
  toSide,
  venuesToShow,
} from './rules';

describe('transfer route', () => {
  it('starts from the central wallet with no venue chosen', () => {
    expect(fromSide(INITIAL_ROUTE)).toBe(CENTRAL);
    expect(toSide(INITIAL_ROUTE)).toBeUndefined();
  });

  it('puts the central wallet on the other side of a chosen venue, never venue to venue', () => {
    const out = chooseFrom(INITIAL_ROUTE, 'STSPORT');
    expect(out).toEqual({ platCode: 'STSPORT', direction: 'toCentral' });
    expect(toSide(out)).toBe(CENTRAL);
    const into = chooseTo(out, 'STLIVE');
    expect(into).toEqual({ platCode: 'STLIVE', direction: 'toVenue' });
    expect(fromSide(into)).toBe(CENTRAL);
  });

  it('turns the route round when the central wallet is chosen on the venue side', () => {
    const out = { platCode: 'STSPORT', direction: 'toCentral' } as const;
    expect(chooseFrom(out, CENTRAL)).toEqual({ platCode: 'STSPORT', direction: 'toVenue' });
    expect(chooseTo({ platCode: 'STSPORT', direction: 'toVenue' }, CENTRAL)).toEqual(out);
    expect(swapRoute(out)).toEqual({ platCode: 'STSPORT', direction: 'toVenue' });
  });

  it('keeps the direction when a venue is tapped in the list', () => {
    expect(chooseVenue({ platCode: 'STSPORT', direction: 'toCentral' }, 'STSLOT')).toEqual({
      platCode: 'STSLOT',
      direction: 'toCentral',
    });
  });

  it('reads the source balance from the central wallet or the chosen venue', () => {
    expect(sourceBalance({ platCode: 'STSPORT', direction: 'toVenue' }, 500, venueBalances)).toBe(
      500,
    );
    expect(sourceBalance({ platCode: 'STSPORT', direction: 'toCentral' }, 500, venueBalances)).toBe(
      20_000,
    );
    expect(sourceBalance({ platCode: undefined, direction: 'toCentral' }, 500, venueBalances)).toBe(
      null,
    );
  });
});

describe('hide venues with no balance', () => {
  it('leaves out only the empty venues', () => {
    expect(venuesToShow(venueBalances, true).map((v) => v.platCode)).toEqual([
      'STSPORT',
      'STESPORT',
      'STSLOT',
    ]);
    expect(venuesToShow(venueBalances, false)).toHaveLength(venueBalances.length);
  });
});
