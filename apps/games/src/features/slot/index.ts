/**
 * The slot's public entry: what the round check (features/verify) and the rules page
 * (features/rules) show of the slot.
 */
export { SYMBOL_FACE } from './reels';
export { SlotStops, SlotSymbolCell } from './components/SlotStops';
