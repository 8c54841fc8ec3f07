import type { RequestOf } from '@platform/api-client';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLES } from '@platform/fair-games';

/** One bet as playKeno sends it. */
export type KenoWireBet = RequestOf<'playKeno'>['bets'][number];

/** The stakes placed on each bet area, fen: the picked numbers, big and small. */
export interface KenoSlip {
  readonly picks: readonly number[];
  readonly pick: number;
  readonly big: number;
  readonly small: number;
}

/** How long each drawn ball waits after the one before it (keno.css animates it in). */
export const BALL_DELAY_MS = 150;

export const EMPTY_SLIP: KenoSlip = { picks: [], pick: 0, big: 0, small: 0 };
export const KENO_AREAS = ['pick', 'big', 'small'] as const;
export type KenoArea = (typeof KENO_AREAS)[number];

/** Picks or unpicks a number, keeping the picks ascending and at most ten. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/**
 * `count` different numbers of 1–80, ascending: a player's convenience, not a round's randomness
 * (the draw comes from the seeds alone), so `random` is any source of [0, 1).
 */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const size = Math.min(Math.max(count, 1), KENO_MAX_PICKS);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(random() * (KENO_NUMBERS - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size).sort((a, b) => a - b);
}

/** Adds a chip to an area; the picks area only once numbers are picked. */
export function placeChip(slip: KenoSlip, area: KenoArea, chip: number): KenoSlip {
  if (area === 'pick' && slip.picks.length === 0) return slip;
  return { ...slip, [area]: slip[area] + chip };
}

export function slipTotal(slip: KenoSlip): number {
  return (slip.picks.length > 0 ? slip.pick : 0) + slip.big + slip.small;
}

/** The play call's bets: the pick bet first, then big and small, each only when staked. */
export function slipBets(slip: KenoSlip): KenoWireBet[] {
  const bets: KenoWireBet[] = [];
  if (slip.picks.length > 0 && slip.pick > 0)
    bets.push({ type: 'pick', numbers: [...slip.picks], stake: slip.pick });
  if (slip.big > 0) bets.push({ type: 'big', stake: slip.big });
  if (slip.small > 0) bets.push({ type: 'small', stake: slip.small });
  return bets;
}

/** A paytable entry (returned per 10 staked) as the multiplier players read: "×3.8". */
export function paysLabel(paysPerTen: number): string {
  return `×${paysPerTen % 10 === 0 ? paysPerTen / 10 : (paysPerTen / 10).toFixed(1)}`;
}

/** The paying rows of a pick count's paytable, most hits first. */
export function payingRows(picks: number): { hits: number; paysPerTen: number }[] {
  const table = KENO_PAYTABLES[picks] ?? [];
  return table
    .map((paysPerTen, hits) => ({ hits, paysPerTen }))
    .filter((row) => row.paysPerTen > 0)
    .reverse();
}
