import type { Fen } from '@platform/api-client';
import { DRAGON_TIGER_PAYOUTS } from '@platform/fair-games';
import type { InhouseRound } from '../table';

export type DragonTigerRound = Extract<InhouseRound, { gameCode: 'dragonTiger' }>;
export type DragonTigerBet = DragonTigerRound['bets'][number]['bet'];

/** The bet areas, in the order drawn: the two sides with the ties between them. */
export const DRAGON_TIGER_AREAS: readonly DragonTigerBet[] = [
  'dragon',
  'tie',
  'tiger',
  'suitedTie',
];

/** What each area pays, as printed on the felt, from the engine's payouts. */
export function dragonTigerOdds(bet: DragonTigerBet): string {
  return `${DRAGON_TIGER_PAYOUTS[bet]}:1`;
}

/** What the player has placed, fen per bet area. */
export type DragonTigerSlip = Partial<Record<DragonTigerBet, Fen>>;

export function placeChip(slip: DragonTigerSlip, bet: DragonTigerBet, chip: Fen): DragonTigerSlip {
  return { ...slip, [bet]: ((slip[bet] ?? 0) + chip) as Fen };
}

export function slipTotal(slip: DragonTigerSlip): Fen {
  return Object.values(slip).reduce<number>((sum, fen) => sum + (fen ?? 0), 0) as Fen;
}
