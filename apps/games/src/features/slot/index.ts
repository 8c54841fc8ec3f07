/** The slot's public entry: what the round check (features/verify) shows of a slot round. */
export { SYMBOL_FACE } from './reels';
