/**
 * Dragon tiger from the 8-deck composition: every ordered pair of distinct cards of the shoe
 * (416 · 415 of them) dealt through the real settlement, so each outcome class's probability and
 * each bet's return are exact counts over 172,640, equal to docs/product-rules.md#games.
 */
import { describe, expect, it } from 'vitest';
import { orderedShoe, type Card } from './cards';
import {
  DRAGON_TIGER_DECKS,
  dragonTigerOutcome,
  playDragonTiger,
  settleDragonTiger,
  type DragonTigerBetKind,
} from './dragonTiger';
import { outcomeStream, shuffle } from './stream';

const SHOE = orderedShoe(DRAGON_TIGER_DECKS);
const PAIRS = BigInt(SHOE.length * (SHOE.length - 1));
const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

/** Stake 2 fen: the half returned on a tie is exact. */
const STAKE = 2;

/** Returned fen per bet kind and count per outcome class over every ordered pair of shoe cards. */
function everyCoup() {
  const returned: Record<DragonTigerBetKind, bigint> = {
    dragon: 0n,
    tiger: 0n,
    tie: 0n,
    suitedTie: 0n,
  };
  const classes = { dragon: 0n, tiger: 0n, tie: 0n, suitedTie: 0n };
  for (let d = 0; d < SHOE.length; d++) {
    for (let t = 0; t < SHOE.length; t++) {
      if (d === t) continue;
      const outcome = dragonTigerOutcome(SHOE[d]!, SHOE[t]!);
      classes[outcome.winner] += 1n;
      if (outcome.suitedTie) classes.suitedTie += 1n;
      const { bets } = settleDragonTiger(outcome, {
        dragon: STAKE,
        tiger: STAKE,
        tie: STAKE,
        suitedTie: STAKE,
      });
      for (const kind of Object.keys(returned) as DragonTigerBetKind[])
        returned[kind] += BigInt(bets[kind]!.returned);
    }
  }
  return { returned, classes };
}

/** a / b === num / den, exactly. */
const sameFraction = (a: bigint, b: bigint, num: bigint, den: bigint) => a * den === num * b;

describe('dragon tiger coups', () => {
  it('ranks ace lowest and king highest, suits not at all', () => {
    expect(dragonTigerOutcome(card(13), card(1)).winner).toBe('dragon');
    expect(dragonTigerOutcome(card(1), card(2)).winner).toBe('tiger');
    expect(dragonTigerOutcome(card(7, 'hearts'), card(7, 'clubs'))).toMatchObject({
      winner: 'tie',
      suitedTie: false,
    });
    expect(dragonTigerOutcome(card(7, 'hearts'), card(7, 'hearts')).suitedTie).toBe(true);
  });

  it('deals Dragon then Tiger from the top of a fresh shoe shuffled by the stream', () => {
    const shuffled = shuffle(SHOE, outcomeStream('server', 'client', 4));
    expect(playDragonTiger(outcomeStream('server', 'client', 4))).toEqual(
      dragonTigerOutcome(shuffled[0]!, shuffled[1]!),
    );
  });
});

describe('dragon tiger settlement', () => {
  it('pays dragon and tiger 1:1, tie 8:1 and suited tie 50:1', () => {
    const all = { dragon: 100, tiger: 100, tie: 100, suitedTie: 100 };
    expect(settleDragonTiger(dragonTigerOutcome(card(9), card(3)), all)).toMatchObject({
      stake: 400,
      returned: 200,
      validTurnover: 400,
    });
    const suited = settleDragonTiger(dragonTigerOutcome(card(5), card(5)), all);
    expect(suited.bets.tie!.returned).toBe(900);
    expect(suited.bets.suitedTie!.returned).toBe(5_100);
  });

  it('returns half of a dragon or tiger stake on a tie, an odd fen rounded down to the house', () => {
    const tie = dragonTigerOutcome(card(12, 'hearts'), card(12, 'clubs'));
    const { bets, returned, validTurnover } = settleDragonTiger(tie, { dragon: 101, tiger: 200 });
    expect(bets.dragon).toEqual({ stake: 101, result: 'lose', returned: 50, win: -51 });
    expect(bets.tiger).toEqual({ stake: 200, result: 'lose', returned: 100, win: -100 });
    expect(returned).toBe(150);
    // Half lost is still a lost bet: the whole stake is valid turnover.
    expect(validTurnover).toBe(301);
  });

  it('refuses a stake that is not whole fen', () => {
    const coup = dragonTigerOutcome(card(1), card(2));
    expect(() => settleDragonTiger(coup, { dragon: 1.5 })).toThrow(RangeError);
    expect(() => settleDragonTiger(coup, { tie: -1 })).toThrow(RangeError);
  });
});

describe('dragon tiger, exact over every pair of cards of 8 decks', () => {
  const { returned, classes } = everyCoup();

  it('gives each outcome class its exact probability', () => {
    expect(PAIRS).toBe(172_640n);
    expect(classes.dragon + classes.tiger + classes.tie).toBe(PAIRS);
    // Tie: the second card is one of the 31 others of the first card's rank among 415.
    expect(sameFraction(classes.tie, PAIRS, 31n, 415n)).toBe(true);
    // Suited tie: one of the 7 copies of the same card.
    expect(sameFraction(classes.suitedTie, PAIRS, 7n, 415n)).toBe(true);
    expect(sameFraction(classes.dragon, PAIRS, 192n, 415n)).toBe(true);
    expect(classes.tiger).toBe(classes.dragon);
  });

  it('returns exactly the published fraction of each stake', () => {
    const staked = PAIRS * BigInt(STAKE);
    // Dragon, tiger: (2 · 192 + ½ · 31) / 415 = 799/830 ≈ 96.2651 %.
    expect(sameFraction(returned.dragon, staked, 799n, 830n)).toBe(true);
    expect(sameFraction(returned.tiger, staked, 799n, 830n)).toBe(true);
    // Tie 8:1: 9 · 31 / 415 = 279/415 ≈ 67.2289 %.
    expect(sameFraction(returned.tie, staked, 279n, 415n)).toBe(true);
    // Suited tie 50:1: 51 · 7 / 415 = 357/415 ≈ 86.0241 %.
    expect(sameFraction(returned.suitedTie, staked, 357n, 415n)).toBe(true);
  });
});
