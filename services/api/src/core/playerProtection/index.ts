export { playerBreak, refuseOnBreak } from './breaks';
export type { PlayerBreak } from './breaks';
export { notePlay } from './playSessions';
export type { PlayMovement } from './playSessions';
export { answerRealityCheck, playSessionView } from './playSessionView';
export type { PlaySessionView, RealityCheckChoice } from './playSessionView';
export { playSessionJob } from './playSessionJob';
export { chargeDeposit, chargeStake, recordReturn, releaseDeposit } from './limits';
