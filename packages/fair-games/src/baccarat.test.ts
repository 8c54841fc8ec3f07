import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  dealBaccarat,
  playBaccarat,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratOutcome,
} from './baccarat';
import type { Card, Rank } from './cards';
import { outcomeStream } from './stream';

/** A card worth `points` (0 is a king). */
function cardOf(points: number, suit: Card['suit'] = 'spades'): Card {
  return { rank: (points === 0 ? 13 : points) as Rank, suit };
}

/** A card source serving the given cards in order; records how many were drawn. */
function deck(cards: Card[]): { next: () => Card; drawn: () => number } {
  let top = 0;
  return {
    next: () => {
      const card = cards[top++];
      if (!card) throw new Error('deck ran out');
      return card;
    },
    drawn: () => top,
  };
}

/**
 * The punto banco drawing table, written out independently of the code under test. Rows: the
 * banker's two-card total 0–7; columns: the player's third card 0–9, then "player stood".
 * D = banker draws, S = banker stands.
 */
const BANKER_TABLE: Record<number, string> = {
  0: 'DDDDDDDDDD D',
  1: 'DDDDDDDDDD D',
  2: 'DDDDDDDDDD D',
  3: 'DDDDDDDDSD D',
  4: 'SSDDDDDDSS D',
  5: 'SSSSDDDDSS D',
  6: 'SSSSSSDDSS S',
  7: 'SSSSSSSSSS S',
};

function expectedBankerDraw(bankerTotal: number, playerThird: number | null): boolean {
  const row = BANKER_TABLE[bankerTotal]!;
  return (playerThird === null ? row[11] : row[playerThird]) === 'D';
}

describe('baccarat drawing rules', () => {
  it('follows the banker table for every banker total and player third card (or none)', () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(
          expectedBankerDraw(banker, third),
        );
      }
    }
  });

  it('deals every two-card total pair and every player third card by the table', () => {
    let cases = 0;
    for (let p = 0; p <= 9; p++) {
      for (let b = 0; b <= 9; b++) {
        const natural = p >= 8 || b >= 8;
        const playerDraws = !natural && p <= 5;
        // When the player stands there is no third card; when it draws, try each value 0–9.
        for (const third of playerDraws ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [null]) {
          const bankerDraw = !natural && expectedBankerDraw(b, third);
          // P1 P2 carry the player's total, B1 B2 the banker's; then the third cards.
          const source = deck([
            cardOf(p),
            cardOf(b, 'hearts'),
            cardOf(0, 'diamonds'),
            cardOf(0, 'clubs'),
            ...(third === null ? [] : [cardOf(third)]),
            cardOf(4, 'hearts'),
            cardOf(4, 'clubs'),
          ]);
          const outcome = dealBaccarat(source.next);
          const label = `player ${p}, banker ${b}, third ${third}`;
          expect(outcome.player.length, label).toBe(playerDraws ? 3 : 2);
          expect(outcome.banker.length, label).toBe(bankerDraw ? 3 : 2);
          expect(source.drawn(), label).toBe(4 + (playerDraws ? 1 : 0) + (bankerDraw ? 1 : 0));
          const playerTotal = (p + (third ?? 0)) % 10;
          const bankerTotal = (b + (bankerDraw ? 4 : 0)) % 10;
          expect([outcome.playerTotal, outcome.bankerTotal], label).toEqual([
            playerTotal,
            bankerTotal,
          ]);
          expect(outcome.winner, label).toBe(
            playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie',
          );
          cases++;
        }
      }
    }
    // 100 total pairs: 6 × 8 without a natural where the player draws (× 10 third cards) + 52 others.
    expect(cases).toBe(48 * 10 + 52);
  });

  it('deals P, B, P, B and marks pairs by rank, not by points', () => {
    const outcome = dealBaccarat(
      deck([
        { rank: 13, suit: 'spades' },
        { rank: 12, suit: 'hearts' },
        { rank: 13, suit: 'clubs' },
        { rank: 11, suit: 'hearts' },
        { rank: 5, suit: 'spades' },
        { rank: 2, suit: 'spades' },
      ]).next,
    );
    expect(outcome.player.map((c) => c.rank)).toEqual([13, 13, 5]);
    expect(outcome.banker.map((c) => c.rank)).toEqual([12, 11, 2]);
    expect(outcome.playerPair).toBe(true);
    expect(outcome.bankerPair).toBe(false);
  });
});

function coup(winner: BaccaratOutcome['winner'], pairs = { player: false, banker: false }) {
  const totals = { player: [7, 6], banker: [6, 7], tie: [6, 6] }[winner];
  return {
    player: [],
    banker: [],
    playerTotal: totals[0]!,
    bankerTotal: totals[1]!,
    winner,
    playerPair: pairs.player,
    bankerPair: pairs.banker,
  } satisfies BaccaratOutcome;
}

describe('baccarat settlement in fen', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1 and pairs 11:1', () => {
    const bets: BaccaratBets = {
      player: 1000,
      banker: 2000,
      tie: 300,
      playerPair: 100,
      bankerPair: 50,
    };
    const playerWins = settleBaccarat(coup('player', { player: true, banker: false }), bets);
    expect(playerWins.bets).toEqual({
      player: { stake: 1000, result: 'win', returned: 2000, win: 1000 },
      banker: { stake: 2000, result: 'lose', returned: 0, win: -2000 },
      tie: { stake: 300, result: 'lose', returned: 0, win: -300 },
      playerPair: { stake: 100, result: 'win', returned: 1200, win: 1100 },
      bankerPair: { stake: 50, result: 'lose', returned: 0, win: -50 },
    });
    expect(playerWins).toMatchObject({
      stake: 3450,
      returned: 3200,
      win: -250,
      validTurnover: 3450,
    });

    const bankerWins = settleBaccarat(coup('banker'), { banker: 2000 });
    expect(bankerWins.bets.banker).toEqual({
      stake: 2000,
      result: 'win',
      returned: 3900,
      win: 1900,
    });
  });

  it('keeps the fraction of a fen of the banker commission for the house', () => {
    // 95 % of 1 fen is 0.95 fen: nothing is won beyond the stake.
    expect(settleBaccarat(coup('banker'), { banker: 1 }).bets.banker?.returned).toBe(1);
    // 95 % of 19 fen is 18.05 fen → 18.
    expect(settleBaccarat(coup('banker'), { banker: 19 }).bets.banker?.win).toBe(18);
    expect(settleBaccarat(coup('banker'), { banker: 20 }).bets.banker?.win).toBe(19);
  });

  it('returns player and banker stakes on a tie and counts them as no turnover', () => {
    const settlement = settleBaccarat(coup('tie'), { player: 500, banker: 700, tie: 100 });
    expect(settlement.bets.player).toEqual({ stake: 500, result: 'push', returned: 500, win: 0 });
    expect(settlement.bets.banker).toEqual({ stake: 700, result: 'push', returned: 700, win: 0 });
    expect(settlement.bets.tie).toEqual({ stake: 100, result: 'win', returned: 900, win: 800 });
    expect(settlement).toMatchObject({ stake: 1300, returned: 2100, win: 800, validTurnover: 100 });
  });

  it('skips absent and zero stakes and refuses stakes that are not whole fen', () => {
    expect(settleBaccarat(coup('player'), { player: 0, tie: undefined }).bets).toEqual({});
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => settleBaccarat(coup('player'), { player: bad })).toThrow(RangeError);
    }
  });
});

describe('a baccarat round', () => {
  it('deals from a fresh shuffled 8-deck shoe determined by the seeds', () => {
    const a = playBaccarat(outcomeStream('server', 'client', 1));
    expect(playBaccarat(outcomeStream('server', 'client', 1))).toEqual(a);
    expect(a.player.length).toBeGreaterThanOrEqual(2);
    expect(a.banker.length).toBeGreaterThanOrEqual(2);
  });
});
