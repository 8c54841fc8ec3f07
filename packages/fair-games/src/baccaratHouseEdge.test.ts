/**
 * The exact house edge of every baccarat bet from the 8-deck composition, through the real dealing
 * and settlement code: each coup is explored card by card, branching on a card's points only when
 * the deal actually asks for it, and weighted by the number of ordered card sequences it stands for.
 * Probabilities are exact integers over 416·415·414·413·412·411 (BigInt), no sampling.
 */
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_DECKS,
  dealBaccarat,
  settleBaccarat,
  type BaccaratBetKind,
  type BaccaratOutcome,
} from './baccarat';
import { RANKS, type Card, type Rank } from './cards';

const SHOE = 52 * BACCARAT_DECKS;
const STAKE = 100; // fen; a multiple of 20 so the banker's 0.95:1 is exact
const MAX_CARDS = 6;

/** Ordered sequences of `k` cards from `n`: n·(n−1)·…·(n−k+1). */
function falling(n: number, k: number): bigint {
  let product = 1n;
  for (let i = 0; i < k; i++) product *= BigInt(n - i);
  return product;
}

class NeedsAnotherCard extends Error {}

/** Points 0–9 → a card worth them; only points matter for the main bets. */
const byPoints = (points: number): Card => ({
  rank: (points === 0 ? 13 : points) as Rank,
  suit: 'spades',
});

/** Cards per point value in the shoe: 0 is ten, jack, queen and king. */
const POINT_COUNTS = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((perDeck) => perDeck * BACCARAT_DECKS);

/** Calls `visit` once per distinct coup with its weight over falling(SHOE, MAX_CARDS). */
function everyCoup(visit: (outcome: BaccaratOutcome, weight: bigint) => void): void {
  const counts = POINT_COUNTS.slice();
  const prefix: number[] = [];
  function explore(weight: bigint): void {
    let outcome: BaccaratOutcome;
    try {
      let top = 0;
      outcome = dealBaccarat(() => {
        if (top === prefix.length) throw new NeedsAnotherCard();
        return byPoints(prefix[top++]!);
      });
    } catch (error) {
      if (!(error instanceof NeedsAnotherCard)) throw error;
      for (let points = 0; points <= 9; points++) {
        const available = counts[points]!;
        if (available === 0) continue;
        counts[points] = available - 1;
        prefix.push(points);
        explore(weight * BigInt(available));
        prefix.pop();
        counts[points] = available;
      }
      return;
    }
    // Cards never dealt may be any of the rest: scale to the common denominator.
    const left = SHOE - prefix.length;
    visit(outcome, weight * falling(left, MAX_CARDS - prefix.length));
  }
  explore(1n);
}

/** The house edge as a fraction: minus the expected net win per unit staked. */
function edge(totalWin: bigint, denominator: bigint): number {
  // 12 decimal digits are plenty to compare with published figures.
  const scale = 10n ** 12n;
  return -Number((totalWin * scale) / (denominator * BigInt(STAKE))) / Number(scale);
}

describe('baccarat house edge from the 8-deck composition', () => {
  it('matches the known edges of player, banker and tie, exactly computed', () => {
    const denominator = falling(SHOE, MAX_CARDS);
    const net: Record<'player' | 'banker' | 'tie', bigint> = { player: 0n, banker: 0n, tie: 0n };
    const byWinner = { player: 0n, banker: 0n, tie: 0n };
    let total = 0n;
    everyCoup((outcome, weight) => {
      total += weight;
      byWinner[outcome.winner] += weight;
      const { bets } = settleBaccarat(outcome, { player: STAKE, banker: STAKE, tie: STAKE });
      for (const kind of ['player', 'banker', 'tie'] as const) {
        net[kind] += weight * BigInt(bets[kind]!.win);
      }
    });

    expect(total).toBe(denominator);
    const probability = (w: bigint) => Number((w * 10n ** 12n) / denominator) / 1e12;
    // Published 8-deck figures: banker 45.8597 %, player 44.6247 %, tie 9.5156 %.
    expect(probability(byWinner.banker) * 100).toBeCloseTo(45.8597, 4);
    expect(probability(byWinner.player) * 100).toBeCloseTo(44.6247, 4);
    expect(probability(byWinner.tie) * 100).toBeCloseTo(9.5156, 4);

    // Banker ≈ 1.06 %, player ≈ 1.24 %, tie at 8:1 ≈ 14.36 %.
    expect(edge(net.banker, denominator) * 100).toBeCloseTo(1.0579, 4);
    expect(edge(net.player, denominator) * 100).toBeCloseTo(1.2351, 4);
    expect(edge(net.tie, denominator) * 100).toBeCloseTo(14.3596, 4);
  });

  it('gives each pair bet an edge of exactly 43/415 (≈ 10.36 %)', () => {
    // Pairs depend on the ranks of the first four cards only: enumerate them by rank.
    const denominator = falling(SHOE, 4);
    const net: Record<Extract<BaccaratBetKind, `${string}Pair`>, bigint> = {
      playerPair: 0n,
      bankerPair: 0n,
    };
    const counts = new Map<Rank, number>(RANKS.map((rank) => [rank, 4 * BACCARAT_DECKS]));
    const first: Rank[] = [];
    function explore(weight: bigint): void {
      if (first.length === 4) {
        let top = 0;
        // Later cards do not change a pair; serve kings.
        const outcome = dealBaccarat(() => ({ rank: first[top++] ?? 13, suit: 'hearts' }));
        const { bets } = settleBaccarat(outcome, { playerPair: STAKE, bankerPair: STAKE });
        net.playerPair += weight * BigInt(bets.playerPair!.win);
        net.bankerPair += weight * BigInt(bets.bankerPair!.win);
        return;
      }
      for (const rank of RANKS) {
        const available = counts.get(rank)!;
        counts.set(rank, available - 1);
        first.push(rank);
        explore(weight * BigInt(available));
        first.pop();
        counts.set(rank, available);
      }
    }
    explore(1n);

    // Edge = −net / (denominator · stake) = 43/415 ⇔ −net · 415 = 43 · denominator · stake.
    for (const kind of ['playerPair', 'bankerPair'] as const) {
      expect(-net[kind] * 415n).toBe(43n * denominator * BigInt(STAKE));
      expect(edge(net[kind], denominator) * 100).toBeCloseTo(10.3614, 4);
    }
  });
});
