/**
 * The slot (docs/product-rules.md#games): 5 reels, 3 rows, 10 fixed paylines, a wild.
 *
 * Each reel is a published strip of 30 symbols; a spin stops reel r at `nextInt(30)` and the
 * window shows that strip position and the next two (wrapping) as rows top, middle, bottom. A
 * line pays a left-to-right run of 3, 4 or 5 of one symbol starting on reel 1, the wild standing
 * in for any symbol; wilds alone pay the wild's own line, and a line pays only its best win. The
 * bet is a stake per line in fen on all 10 lines, so every amount stays whole. The exact return
 * to player is computed from the strips and the paytable in slot.test.ts.
 */
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import type { OutcomeStream } from './stream';

export const SLOT_SYMBOLS = [
  'wild',
  'seven',
  'bar',
  'bell',
  'grape',
  'orange',
  'lemon',
  'cherry',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

const W = 'wild';
const S = 'seven';
const B = 'bar';
const L = 'bell';
const G = 'grape';
const O = 'orange';
const M = 'lemon';
const C = 'cherry';

/**
 * The reel strips, top to bottom. Every strip holds 2 wild, 2 seven, 3 bar, 3 bell, 4 grape,
 * 4 orange, 6 lemon and 6 cherry, in its own order.
 */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [C, M, S, O, C, G, L, M, W, C, O, B, M, G, C, L, M, O, S, C, B, G, M, W, C, O, L, G, M, B],
  [M, C, O, B, M, G, C, W, O, L, M, C, S, G, O, M, B, C, L, G, M, W, C, O, S, M, L, C, G, B],
  [O, M, C, L, G, W, M, C, B, O, M, S, C, G, L, M, O, C, W, B, M, G, C, S, O, L, M, C, G, B],
  [G, C, M, S, O, B, C, M, L, W, G, C, O, M, B, L, C, G, M, S, O, C, W, M, L, G, C, O, B, M],
  [C, O, M, G, L, C, B, M, S, O, C, W, G, M, L, C, O, B, M, G, C, S, M, O, W, L, C, G, M, B],
];

/** Line pays, per unit staked on the line, for runs of 3, 4 and 5 (indexes 3–5). */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly number[]>> = {
  wild: [0, 0, 0, 50, 250, 2_000],
  seven: [0, 0, 0, 40, 150, 750],
  bar: [0, 0, 0, 20, 60, 250],
  bell: [0, 0, 0, 15, 40, 150],
  grape: [0, 0, 0, 10, 25, 80],
  orange: [0, 0, 0, 8, 20, 60],
  lemon: [0, 0, 0, 6, 15, 40],
  cherry: [0, 0, 0, 6, 10, 30],
};

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export interface SlotLineWin {
  /** Index into SLOT_LINES. */
  readonly line: number;
  readonly symbol: SlotSymbol;
  /** Reels 1..count form the run. */
  readonly count: number;
  /** The paytable's pay per unit on the line. */
  readonly pays: number;
}

export interface SlotOutcome {
  /** Each reel's stop: the strip position shown in the top row. */
  readonly stops: readonly number[];
  /** window[reel][row]. */
  readonly window: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly SlotLineWin[];
}

/**
 * The best win of one line's five symbols (reel 1 first), or null: the run of the first non-wild
 * symbol (wilds standing in) against the run of leading wilds paid as wilds.
 */
export function lineWin(
  symbols: readonly SlotSymbol[],
  paytable: Readonly<Record<SlotSymbol, readonly number[]>> = SLOT_PAYTABLE,
): { symbol: SlotSymbol; count: number; pays: number } | null {
  const runOf = (symbol: SlotSymbol) => {
    let count = 0;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === W)) count++;
    return count;
  };
  let best: { symbol: SlotSymbol; count: number; pays: number } | null = null;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === W) wilds++;
  if (wilds >= 3) best = { symbol: W, count: wilds, pays: paytable.wild[wilds] ?? 0 };
  const first = symbols.find((s) => s !== W);
  if (first) {
    const count = runOf(first);
    const pays = count >= 3 ? (paytable[first][count] ?? 0) : 0;
    if (pays > 0 && pays > (best?.pays ?? 0)) best = { symbol: first, count, pays };
  }
  return best && best.pays > 0 ? best : null;
}

/** The window of the given stops: reel r shows strip positions stop, stop+1, stop+2 (wrapping). */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_STRIPS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** Every paying line of a window. */
export function slotLineWins(window: readonly (readonly SlotSymbol[])[]): SlotLineWin[] {
  return SLOT_LINES.flatMap((rows, line) => {
    const win = lineWin(rows.map((row, reel) => window[reel]![row]!));
    return win ? [{ line, ...win }] : [];
  });
}

/** A spin: one stop per reel from the stream, reel 1 first. */
export function spinSlot(stream: OutcomeStream): SlotOutcome {
  const stops = SLOT_STRIPS.map((strip) => stream.nextInt(strip.length));
  const window = slotWindow(stops);
  return { stops, window, lineWins: slotLineWins(window) };
}

/** The bet: a stake per line in fen, played on all 10 lines (total SLOT_LINES.length × it). */
export interface SlotBet {
  readonly lineStake: number;
}

export function isLegalSlotBet(bet: SlotBet): boolean {
  return isValidStake(bet.lineStake) && bet.lineStake > 0;
}

export interface SlotSettlement extends SettlementTotals {
  /** One entry per line, in SLOT_LINES order: each line is a bet of the line stake. */
  readonly lines: readonly BetSettlement[];
}

/**
 * Settles a spin: each line returns line stake × its pay (0 when it does not pay), so every
 * amount is whole fen and every line stake is valid turnover. Throws RangeError on an illegal bet.
 */
export function settleSlot(outcome: SlotOutcome, bet: SlotBet): SlotSettlement {
  if (!isLegalSlotBet(bet)) throw new RangeError(`illegal slot bet: ${JSON.stringify(bet)}`);
  const pays = new Map(outcome.lineWins.map((w) => [w.line, w.pays]));
  const lines = SLOT_LINES.map((_, line) => {
    const pay = pays.get(line) ?? 0;
    return pay > 0
      ? settleBet(bet.lineStake, 'win', bet.lineStake * (pay - 1))
      : settleBet(bet.lineStake, 'lose', 0);
  });
  return { lines, ...totalsOf(lines) };
}
