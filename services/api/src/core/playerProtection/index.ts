export { playerBreak } from './breaks';
export type { PlayerBreak } from './breaks';
export { notePlay } from './playSessions';
export type { PlayMovement } from './playSessions';
