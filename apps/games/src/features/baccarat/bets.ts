import type { Fen } from '@platform/api-client';
import type { BaccaratBet } from '../table';

/** The bet areas of the table, in the order they are drawn. */
export const BACCARAT_AREAS: readonly BaccaratBet[] = [
  'playerPair',
  'tie',
  'bankerPair',
  'player',
  'banker',
];

/** What each area pays, as printed on the felt (docs/product-rules.md#games). */
export const BACCARAT_ODDS: Readonly<Record<BaccaratBet, string>> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

/** What the player has placed, fen per bet area. */
export type BaccaratSlip = Partial<Record<BaccaratBet, Fen>>;

/** One more chip on an area. */
export function placeChip(slip: BaccaratSlip, bet: BaccaratBet, chip: Fen): BaccaratSlip {
  return { ...slip, [bet]: ((slip[bet] ?? 0) + chip) as Fen };
}

export function slipTotal(slip: BaccaratSlip): Fen {
  return Object.values(slip).reduce<number>((sum, fen) => sum + (fen ?? 0), 0) as Fen;
}
