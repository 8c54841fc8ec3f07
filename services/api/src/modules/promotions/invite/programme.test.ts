import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { inviteUrl } from './inviteLink';
import {
  depositRewardsDue,
  friendWindowEnd,
  invitePrizeConfig,
  inviteRebateOf,
  inviteRebateState,
  inviteRecordState,
  maskUsername,
  MAX_INVITER_REWARD_PER_FRIEND,
  rebateCountdownEnd,
} from './programme';

const DAY = 24 * 60 * 60 * 1000;
const REGISTERED = new Date('2026-01-15T04:00:00Z');
const WINDOW_END = friendWindowEnd(REGISTERED);
const AT = new Date(REGISTERED.getTime() + DAY);

const due = (first: number | null, windowTotal: number, at = AT) =>
  depositRewardsDue(
    7,
    { first: first === null ? null : { amount: first, at }, windowTotal },
    WINDOW_END,
  ).map((r) => [r.to, r.sourceRef, r.amount]);

describe('invite deposit rewards (docs/product-rules.md#invite)', () => {
  it('need a first deposit of at least 100 yuan: 99.99 earns nothing, ever', () => {
    expect(due(null, 0)).toEqual([]);
    expect(due(9_999, 9_999)).toEqual([]);
    expect(due(9_999, 60_000)).toEqual([]);
    expect(due(10_000, 10_000)).toEqual([
      ['friend', 'invitee:7', 900],
      ['inviter', 'inviter:7:1', 900],
    ]);
  });

  it('pay the inviter 9, 10 and (within 27) 8 yuan at 100, 300 and 500 yuan of deposits, and 168 at 500', () => {
    expect(due(10_000, 29_999)).toHaveLength(2);
    expect(due(10_000, 30_000)).toContainEqual(['inviter', 'inviter:7:2', 1_000]);
    expect(due(10_000, 49_999)).not.toContainEqual(['inviter', 'deposit500:7', 16_800]);
    expect(due(10_000, 50_000)).toEqual([
      ['friend', 'invitee:7', 900],
      ['inviter', 'inviter:7:1', 900],
      ['inviter', 'inviter:7:2', 1_000],
      ['inviter', 'inviter:7:3', 800],
      ['inviter', 'deposit500:7', 16_800],
    ]);
  });

  it('give the inviter at most 27 yuan of step rewards per friend, however much is deposited', () => {
    expect(MAX_INVITER_REWARD_PER_FRIEND).toBe(2_700);
    const steps = depositRewardsDue(
      7,
      { first: { amount: 10_000_000, at: AT }, windowTotal: 10_000_000 },
      WINDOW_END,
    ).filter((r) => r.kind === 'inviterStep');
    expect(steps.reduce((sum, r) => sum + r.amount, 0)).toBe(2_700);
  });

  it('count only a first deposit credited within 30 days of registration', () => {
    expect(due(10_000, 10_000, new Date(WINDOW_END.getTime() - 1))).toHaveLength(2);
    expect(due(10_000, 0, WINDOW_END)).toEqual([]);
  });

  it('are listed as inviterPrizeConfig answers them', () => {
    expect(invitePrizeConfig().prizeConfigList).toEqual([
      { sequence: 1, inviterReward: 900, inviteeReward: 900, minFirstDeposit: 10_000 },
      { sequence: 2, inviterReward: 1_000, inviteeReward: 0, minFirstDeposit: 30_000 },
      { sequence: 3, inviterReward: 800, inviteeReward: 0, minFirstDeposit: 50_000 },
    ]);
  });
});

describe('the invite rebate', () => {
  it('is 0.13 % of valid bets, rounded down to the fen', () => {
    expect(inviteRebateOf(0)).toBe(0);
    expect(inviteRebateOf(769)).toBe(0);
    expect(inviteRebateOf(770)).toBe(1);
    expect(inviteRebateOf(7_699)).toBe(10);
    expect(inviteRebateOf(160_000)).toBe(208);
    expect(inviteRebateOf(9_007_199_254_740_991)).toBe(11_709_359_031_163);
  });

  const opened = new Date(REGISTERED.getTime() + 60 * 60 * 1000);
  const facts = (validBets: number, open = true) => ({
    windowEndsAt: WINDOW_END,
    openedAt: open ? opened : null,
    countdownEndsAt: open ? rebateCountdownEnd(opened) : null,
    validBets,
    closedState: null,
  });

  it('does not meet the standard before the countdown opens, and expires with the window', () => {
    expect(inviteRebateState(facts(500, false), new Date(WINDOW_END.getTime() - 1))).toBe(
      'notMeetingStandard',
    );
    expect(inviteRebateState(facts(500, false), WINDOW_END)).toBe('expired');
  });

  it('expires when its 7-day countdown ends without a valid bet', () => {
    const end = rebateCountdownEnd(opened);
    expect(end.getTime() - opened.getTime()).toBe(7 * DAY);
    expect(inviteRebateState(facts(0), new Date(end.getTime() - 1))).toBe('inProgress');
    expect(inviteRebateState(facts(0), end)).toBe('expired');
    expect(inviteRebateState(facts(1), end)).toBe('inProgress');
  });

  it('reads as the job closed it', () => {
    expect(inviteRebateState({ ...facts(100), closedState: 'claimed' }, AT)).toBe('claimed');
    expect(inviteRebateState({ ...facts(100), closedState: 'expired' }, AT)).toBe('expired');
  });
});

describe('the invitation record', () => {
  const record = (bonus: number, first: number | null, now: Date) =>
    inviteRecordState(
      {
        windowEndsAt: WINDOW_END,
        firstDeposit: first === null ? null : { amount: first, at: AT },
        bonus,
      },
      now,
    );

  it('is dispatched once the inviter was rewarded, expired when the friend can no longer count', () => {
    expect(record(900, 10_000, AT)).toBe('dispatched');
    expect(record(0, null, AT)).toBe('noFirstDeposit');
    expect(record(0, null, new Date(WINDOW_END.getTime() - 1))).toBe('noFirstDeposit');
    expect(record(0, null, WINDOW_END)).toBe('expired');
    expect(record(0, 9_999, AT)).toBe('expired');
  });

  it('masks usernames', () => {
    expect(maskUsername('player0001')).toBe('pl***1');
    expect(maskUsername('abc1')).toBe('ab***1');
    expect(maskUsername('abc')).toBe('a***');
    expect(maskUsername(maskUsername('player0001'))).toBe('pl***1');
  });
});

describe('the invite link', () => {
  it("is the register tab of the login page with the inviter's number, on the site's origin", () => {
    expect(inviteUrl('https://example.com', 100042)).toBe(
      `https://example.com/#${routePath('login')}?type=register&inviteCode=100042`,
    );
  });
});
