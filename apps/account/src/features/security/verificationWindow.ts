/**
 * When the security verification of a session (by its token) stops opening a phone change: the
 * server's answer to verifyPhoneMiddle. Kept in memory only: after a reload the player answers
 * again, which costs four digits, and the server checks the window itself anyway.
 */
const verifiedUntil = new Map<string, number>();

export function rememberVerification(token: string, until: string) {
  verifiedUntil.set(token, Date.parse(until));
}

/** Whether the session passed the verification and it is still open at `now` (ms). */
export function isRecentlyVerified(token: string | null, now: number): boolean {
  if (!token) return false;
  return (verifiedUntil.get(token) ?? 0) > now;
}

/** A changed phone ends the verification, as on the server (one verification, one change). */
export function forgetVerification(token: string | null) {
  if (token) verifiedUntil.delete(token);
}
