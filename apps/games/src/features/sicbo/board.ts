import type { Fen, RequestOf } from '@platform/api-client';
import { SICBO_PAYTABLE, SICBO_TOTALS } from '@platform/fair-games';
import type { InhouseRound } from '../table';

export type SicboRound = Extract<InhouseRound, { gameCode: 'sicbo' }>;
export type SicboWireBet = RequestOf<'playSicbo'>['bets'][number];
export type SicboRoundBet = SicboRound['bets'][number];

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** The even chances across the top of the board, in the order drawn. */
export const TOP_ROW: readonly SicboWireBet[] = [
  { type: 'small', stake: 0 },
  { type: 'odd', stake: 0 },
  { type: 'anyTriple', stake: 0 },
  { type: 'even', stake: 0 },
  { type: 'big', stake: 0 },
];
export const TOTALS: readonly SicboWireBet[] = SICBO_TOTALS.map((total) => ({
  type: 'total',
  total,
  stake: 0,
}));
export const TRIPLES: readonly SicboWireBet[] = FACES.map((face) => ({
  type: 'triple',
  face,
  stake: 0,
}));
export const DOUBLES: readonly SicboWireBet[] = FACES.map((face) => ({
  type: 'double',
  face,
  stake: 0,
}));
export const SINGLES: readonly SicboWireBet[] = FACES.map((face) => ({
  type: 'single',
  face,
  stake: 0,
}));
export const COMBINATIONS: readonly SicboWireBet[] = FACES.flatMap((a) =>
  FACES.filter((b) => b > a).map((b) => ({
    type: 'combination' as const,
    faces: [a, b],
    stake: 0,
  })),
);

/** One key per spot on the board: the type and what it names (face, total or faces). */
export function betKey(bet: Pick<SicboWireBet, 'type'> & Partial<Record<string, unknown>>): string {
  const where =
    'face' in bet && bet.face !== undefined
      ? bet.face
      : 'total' in bet && bet.total !== undefined
        ? bet.total
        : 'faces' in bet && Array.isArray(bet.faces)
          ? bet.faces.join('-')
          : '';
  return `${bet.type}:${String(where)}`;
}

/**
 * The odds printed on a spot, from the house paytable the server settles with
 * (docs/product-rules.md#games); a single number shows its three payouts.
 */
export function oddsLabel(bet: SicboWireBet): string {
  switch (bet.type) {
    case 'single':
      return SICBO_PAYTABLE.single.map((odds) => `${odds}:1`).join(' ');
    case 'total':
      return `${SICBO_PAYTABLE.total[bet.total as keyof typeof SICBO_PAYTABLE.total]}:1`;
    default:
      return `${SICBO_PAYTABLE[bet.type]}:1`;
  }
}

/** The odds a settled bet recorded, as printed (the round keeps them, docs/product-rules.md#games). */
export function recordedOdds(bet: Pick<SicboRoundBet, 'odds'>): string {
  return bet.odds.map((odds) => `${odds}:1`).join(' ');
}

/** One more chip on a spot: a spot already played gets the chip added. */
export function placeChip(slip: readonly SicboWireBet[], spot: SicboWireBet, chip: Fen) {
  const key = betKey(spot);
  const at = slip.findIndex((bet) => betKey(bet) === key);
  if (at === -1) return [...slip, { ...spot, stake: chip }];
  return slip.map((bet, i) => (i === at ? { ...bet, stake: bet.stake + chip } : bet));
}

export function stakeOn(slip: readonly SicboWireBet[], spot: SicboWireBet): number | undefined {
  const key = betKey(spot);
  return slip.find((bet) => betKey(bet) === key)?.stake;
}

export function slipTotal(slip: readonly SicboWireBet[]): Fen {
  return slip.reduce((sum, bet) => sum + bet.stake, 0) as Fen;
}

/** Die faces ⚀–⚅. */
export function dieFace(face: number): string {
  return String.fromCodePoint(0x267f + face);
}
