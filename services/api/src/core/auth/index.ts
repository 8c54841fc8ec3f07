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
export {
  EMAIL_TAKEN_CONSTRAINT,
  findUserById,
  findUserBySession,
  findUserByUsername,
  isMobileTaken,
  MOBILE_TAKEN_CONSTRAINT,
  userColumns,
} from './userRecord';
export type { MemberSession, PersonalFields, UserRecord } from './userRecord';
