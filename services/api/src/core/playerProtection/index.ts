export {
  breakRefusalKey,
  liftPermanentExclusion,
  onBreakSql,
  playerBreak,
  refuseOnBreak,
} from './breaks';
export type { PlayerBreak } from './breaks';
export { notePlay } from './playSessions';
export type { PlayMovement } from './playSessions';
export { answerRealityCheck, playSessionView } from './playSessionView';
export type { PlaySessionView, RealityCheckChoice } from './playSessionView';
export { playSessionJob, rewindPlaySession } from './playSessionJob';
export {
  chargeDeposit,
  chargeStake,
  lockProtection,
  PROTECTION_LIMIT_ERROR,
  recordReturn,
  recountDeposit,
  releaseDeposit,
} from './limits';
export { addBusinessMonths, periodBounds } from './periods';
export {
  confirmableFrom,
  limitRows,
  pendingOf,
  protectionStatus,
  LIMIT_COOLING_MS,
} from './status';
export type { LimitRow, PendingChange, ProtectionStatus } from './status';
