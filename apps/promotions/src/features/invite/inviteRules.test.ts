import { describe, expect, it } from 'vitest';
import {
  invitationPageRequest,
  inviteTabOf,
  inviterSteps,
  maskUsername,
  rebateFilterOf,
  rebatePageRequest,
  recordStateOf,
} from './inviteRules';

describe('invite rules', () => {
  it('reads the tab, state and filter from the address, falling back on unknown values', () => {
    expect(inviteTabOf('rebates')).toBe('rebates');
    expect(inviteTabOf(null)).toBe('invitations');
    expect(inviteTabOf('other')).toBe('invitations');
    expect(recordStateOf('expired')).toBe('expired');
    expect(recordStateOf('all')).toBeUndefined();
    expect(rebateFilterOf('inProgress')).toBe('inProgress');
    expect(rebateFilterOf('claimed')).toBe('all');
    expect(rebateFilterOf(null)).toBe('all');
  });

  it('asks for 20 records a page, the state only when one is chosen', () => {
    expect(invitationPageRequest(undefined, 1)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(invitationPageRequest('dispatched', 2)).toEqual({
      pageNum: 2,
      pageSize: 20,
      state: 'dispatched',
    });
    expect(rebatePageRequest('all', 1)).toEqual({ pageNum: 1, pageSize: 20, filter: 'all' });
  });

  it('masks a username, keeping two characters and the last, and leaves a masked name alone', () => {
    expect(maskUsername('alice2026')).toBe('al***6');
    expect(maskUsername('al***6')).toBe('al***6');
    expect(maskUsername('bob')).toBe('b***');
    expect(maskUsername('玩家一号')).toBe('玩家***号');
  });

  it("lists the inviter's rewards by the friend's deposit steps, leaving out a step that pays nothing", () => {
    const prize = (sequence: number, minFirstDeposit: number, inviterReward: number) => ({
      sequence,
      inviterReward,
      inviteeReward: sequence === 1 ? 900 : 0,
      minFirstDeposit,
    });
    expect(
      inviterSteps([
        prize(3, 50_000, 800),
        prize(1, 10_000, 900),
        prize(2, 30_000, 1_000),
        prize(4, 80_000, 0),
      ]),
    ).toEqual([
      { deposits: 10_000, reward: 900 },
      { deposits: 30_000, reward: 1_000 },
      { deposits: 50_000, reward: 800 },
    ]);
  });
});
