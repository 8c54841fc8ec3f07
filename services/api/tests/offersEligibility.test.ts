import type { ActivityKind, ActivityTerms } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  offerIneligibility,
  type EligibilityFacts,
} from '../src/modules/promotions/offers/eligibility';

/**
 * Who may apply for an offer, and the first reason why not, in the order of
 * ACTIVITY_INELIGIBILITY_REASONS (docs/product-rules.md#offers): each rule at its boundary.
 */
const HOUR = 60 * 60 * 1000;
const START = new Date('2026-01-01T00:00:00Z');
const END = new Date('2026-02-01T00:00:00Z');
const NOW = new Date('2026-01-15T04:00:00Z');

const TERMS: ActivityTerms = {
  minTransfer: 10_000,
  bonusRatioBp: 5_000,
  maxBonus: 20_000,
  turnoverMultiple: 12,
  frequency: 'once',
  timeLimitHours: null,
  minVipLevel: null,
  excludesAgents: true,
  requiresTransfer: true,
  termsByVipLevel: null,
};

function offer(kind: ActivityKind = 'limitedTime', terms: Partial<ActivityTerms> = {}) {
  return {
    kind,
    startsAt: START,
    endsAt: END as Date | null,
    terms: { ...TERMS, requiresTransfer: kind !== 'rebateBoost', ...terms },
  };
}

const FACTS: EligibilityFacts = {
  vipLevel: 1,
  isAgent: false,
  appliedInPeriod: false,
  firstDepositAt: new Date('2026-01-10T00:00:00Z'),
  firstDepositTodayAt: new Date('2026-01-15T01:00:00Z'),
  centralSpendable: 50_000,
};
const facts = (change: Partial<EligibilityFacts> = {}) => ({ ...FACTS, ...change });

describe('offerIneligibility', () => {
  it('is null when every rule is met', () => {
    expect(offerIneligibility(offer(), facts(), NOW)).toBeNull();
  });

  it('opens at the start instant and closes at the end instant', () => {
    const o = offer();
    expect(offerIneligibility(o, facts(), new Date(START.getTime() - 1))).toBe('notStarted');
    expect(offerIneligibility(o, facts(), START)).toBeNull();
    expect(offerIneligibility(o, facts(), new Date(END.getTime() - 1))).toBeNull();
    expect(offerIneligibility(o, facts(), END)).toBe('ended');
    expect(offerIneligibility({ ...o, endsAt: null }, facts(), new Date('2099-01-01'))).toBeNull();
  });

  it('refuses agents only where the offer excludes them', () => {
    expect(offerIneligibility(offer(), facts({ isAgent: true }), NOW)).toBe('agentAccount');
    expect(
      offerIneligibility(
        offer('limitedTime', { excludesAgents: false }),
        facts({ isAgent: true }),
        NOW,
      ),
    ).toBeNull();
  });

  it('needs the minimum VIP level: just below is refused, at it is allowed', () => {
    const o = offer('limitedTime', { minVipLevel: 3 });
    expect(offerIneligibility(o, facts({ vipLevel: 2 }), NOW)).toBe('vipLevel');
    expect(offerIneligibility(o, facts({ vipLevel: 3 }), NOW)).toBeNull();
  });

  it('a VIP offer below its lowest row of terms is refused for the level', () => {
    const row = { minTransfer: 10_000, bonusRatioBp: 1_000, maxBonus: 5_000, turnoverMultiple: 12 };
    const o = offer('vipOffer', {
      minVipLevel: 3,
      termsByVipLevel: [
        { ...row, vipLevel: 3 },
        { ...row, vipLevel: 4, minTransfer: 60_000 },
      ],
    });
    expect(offerIneligibility(o, facts({ vipLevel: 2 }), NOW)).toBe('vipLevel');
    expect(offerIneligibility(o, facts({ vipLevel: 3 }), NOW)).toBeNull();
    // The level's own row decides the minimum: 50,000 is below level 4's 60,000.
    expect(offerIneligibility(o, facts({ vipLevel: 4 }), NOW)).toBe('balanceBelowMinimum');
  });

  it('once per player, or once per business day for a daily offer', () => {
    expect(offerIneligibility(offer(), facts({ appliedInPeriod: true }), NOW)).toBe(
      'alreadyApplied',
    );
    expect(
      offerIneligibility(
        offer('limitedTime', { frequency: 'daily' }),
        facts({ appliedInPeriod: true }),
        NOW,
      ),
    ).toBe('appliedToday');
  });

  it('a first-deposit offer needs a credited deposit, applied within the time limit (its last hour included)', () => {
    const o = offer('firstDeposit', { timeLimitHours: 72 });
    expect(offerIneligibility(o, facts({ firstDepositAt: null }), NOW)).toBe('noFirstDeposit');
    const deposited = new Date(NOW.getTime() - 72 * HOUR);
    expect(offerIneligibility(o, facts({ firstDepositAt: deposited }), NOW)).toBeNull();
    const tooEarly = new Date(deposited.getTime() - 1);
    expect(offerIneligibility(o, facts({ firstDepositAt: tooEarly }), NOW)).toBe('timeLimitPassed');
    // Without a time limit, the offer's period is the only one.
    expect(
      offerIneligibility(offer('firstDeposit'), facts({ firstDepositAt: START }), NOW),
    ).toBeNull();
  });

  it("a daily-deposit offer needs a deposit today, the time limit counted from today's first", () => {
    const o = offer('dailyDeposit', { frequency: 'daily', timeLimitHours: 2 });
    expect(offerIneligibility(o, facts({ firstDepositTodayAt: null }), NOW)).toBe('noDepositToday');
    const twoHoursAgo = new Date(NOW.getTime() - 2 * HOUR);
    expect(offerIneligibility(o, facts({ firstDepositTodayAt: twoHoursAgo }), NOW)).toBeNull();
    expect(
      offerIneligibility(
        o,
        facts({ firstDepositTodayAt: new Date(twoHoursAgo.getTime() - 1) }),
        NOW,
      ),
    ).toBe('timeLimitPassed');
  });

  it('the central wallet must hold the minimum transfer: exactly the minimum is enough', () => {
    expect(offerIneligibility(offer(), facts({ centralSpendable: 10_000 }), NOW)).toBeNull();
    expect(offerIneligibility(offer(), facts({ centralSpendable: 9_999 }), NOW)).toBe(
      'balanceBelowMinimum',
    );
    // No minimum still needs a fen to move.
    const none = offer('sportsBonus', { minTransfer: 0 });
    expect(offerIneligibility(none, facts({ centralSpendable: 1 }), NOW)).toBeNull();
    expect(offerIneligibility(none, facts({ centralSpendable: 0 }), NOW)).toBe(
      'balanceBelowMinimum',
    );
  });

  it('sports, VIP and limited-time offers need no deposit; a rebate boost needs no balance either', () => {
    const noDeposits = facts({ firstDepositAt: null, firstDepositTodayAt: null });
    for (const kind of ['sportsBonus', 'limitedTime'] as const)
      expect(offerIneligibility(offer(kind), noDeposits, NOW)).toBeNull();
    expect(
      offerIneligibility(offer('rebateBoost'), { ...noDeposits, centralSpendable: 0 }, NOW),
    ).toBeNull();
  });

  it('answers the first reason that stands, in the catalogue order', () => {
    const everything = facts({
      isAgent: true,
      vipLevel: 1,
      appliedInPeriod: true,
      firstDepositAt: null,
      centralSpendable: 0,
    });
    const o = offer('firstDeposit', { minVipLevel: 2 });
    expect(offerIneligibility(o, everything, new Date(START.getTime() - 1))).toBe('notStarted');
    expect(offerIneligibility(o, everything, END)).toBe('ended');
    expect(offerIneligibility(o, everything, NOW)).toBe('agentAccount');
    expect(offerIneligibility(o, { ...everything, isAgent: false }, NOW)).toBe('vipLevel');
    expect(offerIneligibility(o, { ...everything, isAgent: false, vipLevel: 2 }, NOW)).toBe(
      'alreadyApplied',
    );
    expect(
      offerIneligibility(
        o,
        { ...everything, isAgent: false, vipLevel: 2, appliedInPeriod: false },
        NOW,
      ),
    ).toBe('noFirstDeposit');
  });
});
