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
export { chargeDeposit, chargeStake, recordReturn, releaseDeposit } from './limits';
