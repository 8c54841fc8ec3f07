import { describe, expect, it } from 'vitest';
import {
  invitationPageRequest,
  inviteTabOf,
  inviterRewardsInOrder,
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

  it("lists the inviter's rewards in the order of the friends", () => {
    const prize = (sequence: number, inviterReward: number) => ({
      sequence,
      inviterReward,
      inviteeReward: 900,
      minFirstDeposit: 10_000,
    });
    expect(inviterRewardsInOrder([prize(3, 1_000), prize(1, 900), prize(2, 1_000)])).toEqual([
      900, 1_000, 1_000,
    ]);
  });
});
