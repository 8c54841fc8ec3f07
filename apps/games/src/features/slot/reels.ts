import { SLOT_LINES, type SlotSymbol } from '@platform/fair-games';

/** The face each symbol is drawn with (an emoji; the bar is lettered in slot.css). */
export const SYMBOL_FACE: Readonly<Record<SlotSymbol, string>> = {
  wild: '⭐',
  seven: '7',
  bar: 'BAR',
  bell: '🔔',
  grape: '🍇',
  orange: '🍊',
  lemon: '🍋',
  cherry: '🍒',
};

/** The line stakes offered, fen: 0.1 to 10 yuan a line (1 to 100 yuan a spin on 10 lines). */
export const LINE_STAKES_FEN = [10, 50, 100, 500, 1_000] as const;

/**
 * The cells ("reel:row") a spin's paying lines run through: only the cells of each run (reels 1
 * to its count), so the highlight shows what paid.
 */
export function winningCells(
  lineWins: readonly { line: number; count: number }[],
): ReadonlySet<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const rows = SLOT_LINES[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}
