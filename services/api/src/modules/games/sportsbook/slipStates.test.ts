import {
  SPORTS_LEG_STATES,
  SPORTS_SLIP_STATES,
  type SportsLegState,
} from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { legAfter, placedState, slipAfter, type EventHappening, type SlipLeg } from './slipStates';

const HAPPENINGS: EventHappening[] = [
  { kind: 'goal' },
  { kind: 'redCard' },
  { kind: 'goalKick' },
  { kind: 'finish', winner: 'home' },
  { kind: 'finish', winner: 'draw' },
  { kind: 'void' },
];
const leg = (state: SportsLegState, odds = 2_000): SlipLeg => ({ state, odds });

describe('legAfter (what happens on its event moves a selection)', () => {
  it('confirms an awaiting leg on a goal-kick and rejects it on anything else', () => {
    for (const h of HAPPENINGS)
      expect(legAfter('awaiting', 'home', h)).toBe(h.kind === 'goalKick' ? 'open' : 'rejected');
  });

  it('leaves an open leg open during play, settles it at the finish, voids it with its event', () => {
    expect(legAfter('open', 'home', { kind: 'goal' })).toBe('open');
    expect(legAfter('open', 'home', { kind: 'redCard' })).toBe('open');
    expect(legAfter('open', 'home', { kind: 'goalKick' })).toBe('open');
    expect(legAfter('open', 'home', { kind: 'finish', winner: 'home' })).toBe('won');
    expect(legAfter('open', 'away', { kind: 'finish', winner: 'home' })).toBe('lost');
    expect(legAfter('open', 'draw', { kind: 'finish', winner: 'draw' })).toBe('won');
    expect(legAfter('open', 'home', { kind: 'void' })).toBe('void');
  });

  it('never moves a leg that is decided', () => {
    for (const state of ['rejected', 'won', 'lost', 'void'] as const)
      for (const h of HAPPENINGS) expect(legAfter(state, 'home', h)).toBe(state);
  });
});

describe('slipAfter (the legs decide the slip)', () => {
  it('pending -> cancelled with the stake back once a leg is rejected', () => {
    expect(slipAfter('pending', 1_000, [leg('rejected')])).toEqual({
      state: 'cancelled',
      returned: 1_000,
    });
    expect(slipAfter('pending', 500, [leg('rejected'), leg('open'), leg('awaiting')])).toEqual({
      state: 'cancelled',
      returned: 500,
    });
  });

  it('pending stays pending while a leg awaits, even after another event decided its leg', () => {
    // A parlay with one leg pending and a goal on another event: still awaiting confirmation.
    expect(slipAfter('pending', 500, [leg('awaiting'), leg('open'), leg('open')])).toEqual({
      state: 'pending',
      returned: null,
    });
    expect(slipAfter('pending', 500, [leg('awaiting'), leg('lost'), leg('won')]).state).toBe(
      'pending',
    );
  });

  it('pending -> accepted once no leg awaits, and on to its result if the legs are decided', () => {
    expect(slipAfter('pending', 1_000, [leg('open')])).toEqual({
      state: 'accepted',
      returned: null,
    });
    expect(slipAfter('pending', 500, [leg('open'), leg('won'), leg('won')]).state).toBe('accepted');
    expect(slipAfter('pending', 500, [leg('lost'), leg('open'), leg('won')]).state).toBe('lost');
  });

  it('accepted -> won at the product of the odds, floored to the fen', () => {
    expect(slipAfter('accepted', 1_000, [leg('won', 1_850)])).toEqual({
      state: 'won',
      returned: 1_850,
    });
    expect(
      slipAfter('accepted', 501, [leg('won', 1_500), leg('won', 2_000), leg('won', 1_333)]),
    ).toEqual({ state: 'won', returned: 2_003 }); // 501 × 3.999 = 2003.499
  });

  it('accepted -> lost as soon as one leg lost, whatever the others', () => {
    expect(slipAfter('accepted', 1_000, [leg('lost')])).toEqual({ state: 'lost', returned: 0 });
    expect(slipAfter('accepted', 500, [leg('open'), leg('lost'), leg('open')])).toEqual({
      state: 'lost',
      returned: 0,
    });
  });

  it('accepted -> void with the stake back: a single on a void event, a parlay of void legs', () => {
    expect(slipAfter('accepted', 1_000, [leg('void')])).toEqual({ state: 'void', returned: 1_000 });
    expect(slipAfter('accepted', 500, [leg('void'), leg('void'), leg('void')])).toEqual({
      state: 'void',
      returned: 500,
    });
  });

  it('counts a void leg of a parlay as odds 1.000', () => {
    expect(
      slipAfter('accepted', 1_000, [leg('won', 1_500), leg('void', 9_999), leg('won', 2_000)]),
    ).toEqual({
      state: 'won',
      returned: 3_000,
    });
    expect(slipAfter('accepted', 1_000, [leg('void'), leg('void'), leg('lost')]).state).toBe(
      'lost',
    );
    expect(slipAfter('accepted', 1_000, [leg('void'), leg('open'), leg('won')]).state).toBe(
      'accepted',
    );
  });

  it('never moves an ended slip, whatever its legs', () => {
    for (const state of ['cancelled', 'won', 'lost', 'void'] as const)
      for (const l of SPORTS_LEG_STATES)
        expect(slipAfter(state, 1_000, [leg(l)])).toEqual({ state, returned: null });
  });

  it('reaches only the states of the contract from every single-leg case', () => {
    for (const s of ['pending', 'accepted'] as const)
      for (const l of SPORTS_LEG_STATES)
        expect(SPORTS_SLIP_STATES).toContain(slipAfter(s, 1_000, [leg(l)]).state);
  });
});

describe('placedState', () => {
  it('is pending when a leg was taken in a dangerous moment, else accepted', () => {
    expect(placedState([leg('open')])).toBe('accepted');
    expect(placedState([leg('open'), leg('awaiting'), leg('open')])).toBe('pending');
  });
});
