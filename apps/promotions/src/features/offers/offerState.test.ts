import { describe, expect, it } from 'vitest';
import { applyStanding, offerState, offersTabOf, ratioPercentText } from './offerState';

describe('offers tab', () => {
  it('reads a classification from the URL and falls back to all', () => {
    expect(offersTabOf('sports')).toBe('sports');
    expect(offersTabOf('nonsense')).toBe('all');
    expect(offersTabOf(null)).toBe('all');
  });
});

describe('offer state badge', () => {
  it('is the period for guests and applied for a member who applied in an open offer', () => {
    expect(offerState({ periodState: 'open' }, undefined)).toBe('open');
    expect(offerState({ periodState: 'open' }, { applied: true })).toBe('applied');
    expect(offerState({ periodState: 'open' }, { applied: false })).toBe('open');
    expect(offerState({ periodState: 'ended' }, { applied: true })).toBe('ended');
    expect(offerState({ periodState: 'notStarted' }, undefined)).toBe('notStarted');
  });
});

describe('apply standing', () => {
  const open = { periodState: 'open' as const, needsApplication: true };
  const state = { activityId: 1, applied: false, eligible: true, reason: null };

  it('has no application for an automatic offer, and the period first', () => {
    expect(applyStanding({ ...open, needsApplication: false }, true, state, true)).toEqual({
      kind: 'automatic',
    });
    expect(applyStanding({ ...open, periodState: 'ended' }, false, undefined, false)).toEqual({
      kind: 'ineligible',
      reason: 'ended',
    });
  });

  it('asks a guest to log in and follows the member state otherwise', () => {
    expect(applyStanding(open, false, undefined, false)).toEqual({ kind: 'guest' });
    expect(applyStanding(open, true, undefined, false)).toEqual({ kind: 'unknown' });
    expect(applyStanding(open, true, state, true)).toEqual({ kind: 'eligible' });
    expect(applyStanding(open, true, { ...state, applied: true }, true)).toEqual({
      kind: 'applied',
    });
    expect(
      applyStanding(open, true, { ...state, eligible: false, reason: 'noFirstDeposit' }, true),
    ).toEqual({ kind: 'ineligible', reason: 'noFirstDeposit' });
  });
});

describe('ratio text', () => {
  it('shows basis points as a percentage without floats', () => {
    expect(ratioPercentText(3000)).toBe('30%');
    expect(ratioPercentText(1250)).toBe('12.5%');
    expect(ratioPercentText(5)).toBe('0.05%');
    expect(ratioPercentText(10_000)).toBe('100%');
  });
});
