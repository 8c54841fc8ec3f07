import { describe, expect, it } from 'vitest';
import { canJoinInviteActivity, inviteCodeOf } from './inviteActivity';

describe('invite activity', () => {
  it('is open to ordinary players and closed to agent accounts', () => {
    expect(canJoinInviteActivity({ isAgent: false })).toBe(true);
    expect(canJoinInviteActivity({ isAgent: true })).toBe(false);
  });

  it("uses the player's number as the invite code", () => {
    expect(inviteCodeOf(100042)).toBe('100042');
  });
});
