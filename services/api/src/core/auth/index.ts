export {
  isKnownAddress,
  loginLockedError,
  recordLogin,
  runningLoginLock,
  tellLoginLocked,
} from './loginGuard';
export { confirmLoginPassword, requirePasswordProof } from './passwordProof';
export { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
export { SessionCache } from './sessionCache';
export { DEFAULT_SESSION_POLICY, liveSince } from './sessionPolicy';
export type { SessionPolicy } from './sessionPolicy';
export {
  createSession,
  memberForToken,
  revokeAllSessions,
  revokeSession,
  sessionKey,
} from './sessions';
export { findUserById, findUserBySession, findUserByUsername, isMobileTaken } from './userRecord';
export type { MemberSession, UserRecord } from './userRecord';
