/**
 * The table games' shared pieces, the table feature's public entry: other features import these
 * from here, never from the folders inside (CONTRIBUTING.md's area skeleton). Its styles come with it.
 */
import './table.css';

export { CHIPS_FEN, chipLabel } from './chips';
export { cardFace } from './cards';
export { cardWords, roundWords } from './outcome';
export { staggered } from './motion';
export { betSpotName } from './names';
export { BetSpotName } from './components/BetSpotName';
export { ChipRack } from './components/ChipRack';
export { PlayingCard } from './components/PlayingCard';
export { RoundNet } from './components/RoundNet';
export { TableActions } from './components/TableActions';
export { TableFrame } from './components/TableFrame';
export { useBalanceAfterSettling } from './hooks/useBalanceAfterSettling';
export { useTable, type TableState } from './hooks/useTable';
export { useTableSlip } from './hooks/useTableSlip';
export type {
  BaccaratBet,
  BaccaratRound,
  InhouseRound,
  KenoRound,
  PlayAnswer,
  RouletteBetType,
  RouletteRound,
  RouletteWireBet,
  SlotRound,
} from './types';
