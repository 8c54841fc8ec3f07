/**
 * The slot: strips, line evaluation, settlement, and the exact return to player. A line's five
 * symbols are independent (one per reel) and each is distributed as its reel strip's symbol
 * counts, whatever row the line crosses; so every line's expected pay is the sum, over all
 * 8^5 symbol combinations, of lineWin's pay times the product of the symbols' counts, over 30^5.
 * Exact BigInt arithmetic; the fraction is the one published in docs/product-rules.md#games.
 */
import { describe, expect, it } from 'vitest';
import {
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  lineWin,
  settleSlot,
  slotLineWins,
  slotWindow,
  spinSlot,
  type SlotSymbol,
} from './slot';
import { outcomeStream, streamFromBlocks } from './stream';
import { replayRound } from './verify';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

describe('the slot machine', () => {
  it('has five strips of 30 with the published symbol counts', () => {
    const published: Record<SlotSymbol, number> = {
      wild: 2,
      seven: 2,
      bar: 3,
      bell: 3,
      grape: 4,
      orange: 4,
      lemon: 6,
      cherry: 6,
    };
    expect(SLOT_STRIPS).toHaveLength(5);
    for (const strip of SLOT_STRIPS) {
      expect(strip).toHaveLength(30);
      for (const symbol of SLOT_SYMBOLS) {
        expect(strip.filter((s) => s === symbol)).toHaveLength(published[symbol]);
      }
    }
    expect(new Set(SLOT_LINES.map((l) => l.join(''))).size).toBe(10);
  });

  it('shows each reel from its stop down, wrapping at the strip end', () => {
    const window = slotWindow([0, 29, 28, 1, 2]);
    expect(window[0]).toEqual(SLOT_STRIPS[0]!.slice(0, 3));
    expect(window[1]).toEqual([SLOT_STRIPS[1]![29], SLOT_STRIPS[1]![0], SLOT_STRIPS[1]![1]]);
    expect(window[2]).toEqual([SLOT_STRIPS[2]![28], SLOT_STRIPS[2]![29], SLOT_STRIPS[2]![0]]);
  });

  it('stops each reel at nextInt(30), reel 1 first', () => {
    const stops = [4, 0, 29, 17, 9];
    const words = streamFromBlocks(() => {
      const block = new Uint8Array(4);
      new DataView(block.buffer).setUint32(0, stops.shift() ?? 0);
      return block;
    });
    expect(spinSlot(words).stops).toEqual([4, 0, 29, 17, 9]);
    const spun = spinSlot(outcomeStream('server', 'client', 1));
    expect(spun.window).toEqual(slotWindow(spun.stops));
    expect(spun.lineWins).toEqual(slotLineWins(spun.window));
  });

  it('pays a left-to-right run of 3+ with wilds standing in, and the better of wilds alone', () => {
    expect(lineWin(['bar', 'bar', 'bar', 'lemon', 'bar'])).toEqual({
      symbol: 'bar',
      count: 3,
      pays: 20,
    });
    expect(lineWin(['wild', 'seven', 'wild', 'seven', 'cherry'])).toEqual({
      symbol: 'seven',
      count: 4,
      pays: 150,
    });
    // Three wilds pay 50; wilds then a cherry run of 4 pay 10: the wilds win.
    expect(lineWin(['wild', 'wild', 'wild', 'cherry', 'lemon'])).toEqual({
      symbol: 'wild',
      count: 3,
      pays: 50,
    });
    // Three wilds and two sevens: five sevens pay 750, more than three wilds' 50.
    expect(lineWin(['wild', 'wild', 'wild', 'seven', 'seven'])).toEqual({
      symbol: 'seven',
      count: 5,
      pays: 750,
    });
    expect(lineWin(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pays: 2_000,
    });
    expect(lineWin(['cherry', 'cherry', 'lemon', 'cherry', 'cherry'])).toBeNull();
    expect(lineWin(['lemon', 'cherry', 'cherry', 'cherry', 'cherry'])).toBeNull();
  });

  it('reads each payline through its rows', () => {
    const row = (s: SlotSymbol): SlotSymbol[] => [s, s, s];
    // Middle row all bells; the top and bottom rows grapes and lemons alternating per reel.
    const window: SlotSymbol[][] = [0, 1, 2, 3, 4].map((reel) => [
      reel % 2 ? 'grape' : 'lemon',
      'bell',
      reel % 2 ? 'lemon' : 'grape',
    ]);
    const wins = slotLineWins(window);
    expect(wins.map((w) => [w.line, w.symbol, w.count])).toEqual([[0, 'bell', 5]]);
    expect(slotLineWins([0, 1, 2, 3, 4].map(() => row('orange')))).toHaveLength(10);
  });

  it('settles each line as a bet of the line stake and pays line stake × pay', () => {
    const window: SlotSymbol[][] = [0, 1, 2, 3, 4].map(() => ['cherry', 'bell', 'lemon']);
    const outcome = { stops: [0, 0, 0, 0, 0], window, lineWins: slotLineWins(window) };
    const settled = settleSlot(outcome, { lineStake: 100 });
    expect(settled.lines).toHaveLength(10);
    // Lines 1–3 are the straight rows: bell ×5 (150), cherry ×5 (30), lemon ×5 (40).
    expect(settled.lines.slice(0, 3).map((l) => l.returned)).toEqual([15_000, 3_000, 4_000]);
    expect(settled).toMatchObject({
      stake: 1_000,
      returned: settled.lines.reduce((a, l) => a + l.returned, 0),
      validTurnover: 1_000,
    });
    expect(() => settleSlot(outcome, { lineStake: 0 })).toThrow(RangeError);
    expect(() => settleSlot(outcome, { lineStake: 1.5 })).toThrow(RangeError);
  });
});

describe('the exact return to player of the slot', () => {
  it('equals the published 773989/810000 (95.5542%) on every line', () => {
    const counts = SLOT_STRIPS.map((strip) =>
      SLOT_SYMBOLS.map((symbol) => BigInt(strip.filter((s) => s === symbol).length)),
    );
    let returned = 0n;
    const line: SlotSymbol[] = [];
    const visit = (reel: number, weight: bigint) => {
      if (reel === 5) {
        const win = lineWin(line);
        if (win) returned += weight * BigInt(win.pays);
        return;
      }
      SLOT_SYMBOLS.forEach((symbol, i) => {
        line[reel] = symbol;
        visit(reel + 1, weight * counts[reel]![i]!);
      });
    };
    visit(0, 1n);
    const spins = 30n ** 5n;
    const d = gcd(returned, spins);
    expect(`${returned / d}/${spins / d}`).toBe('773989/810000');
    expect(Number(returned) / Number(spins)).toBeGreaterThan(0.94);
    expect(Number(returned) / Number(spins)).toBeLessThan(0.97);
    expect(SLOT_PAYTABLE.wild[5]).toBe(2_000);
  });
});

describe('replaying a slot spin from its seeds', () => {
  const seeds = {
    serverSeed: '6f1c0b9e4a3d2c1b0a99887766554433221100ffeeddccbbaa99887766554433',
    clientSeed: 'lucky-player',
    nonce: 10,
  };

  it('reproduces the known spin of nonce 10 with its four paying lines', () => {
    const replay = replayRound('slot', { ...seeds, bets: { lineStake: 100 } });
    expect(replay.outcome.stops).toEqual([22, 4, 0, 5, 27]);
    expect(replay.outcome.lineWins).toEqual([
      { line: 2, symbol: 'cherry', count: 3, pays: 6 },
      { line: 5, symbol: 'lemon', count: 4, pays: 15 },
      { line: 8, symbol: 'cherry', count: 3, pays: 6 },
      { line: 9, symbol: 'lemon', count: 5, pays: 40 },
    ]);
    expect(replay.settlement).toMatchObject({
      stake: 1_000,
      returned: 6_700,
      validTurnover: 1_000,
    });
  });

  it('agrees with spinning directly from the same stream', () => {
    for (let nonce = 0; nonce < 10; nonce++) {
      const spun = spinSlot(outcomeStream(seeds.serverSeed, seeds.clientSeed, nonce));
      expect(replayRound('slot', { ...seeds, nonce, bets: { lineStake: 1 } }).outcome).toEqual(
        spun,
      );
    }
  });
});
