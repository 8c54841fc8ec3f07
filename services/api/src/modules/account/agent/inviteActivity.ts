import type { UserRecord } from '../../../core/auth';

/**
 * A player's invite code is their player number (ids start at 100001): short, stable, printed on
 * the invite link, and typed into registration's invite-code field. Players who registered with
 * it are the inviter's invitees, and an agent's team.
 */
export function inviteCodeOf(userId: number): string {
  return String(userId);
}

/**
 * An account converted to an agent account cannot join the invite activity
 * (docs/product-rules.md#invite).
 */
export function canJoinInviteActivity(user: Pick<UserRecord, 'isAgent'>): boolean {
  return !user.isAgent;
}
