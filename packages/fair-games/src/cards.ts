/**
 * Playing cards for the in-house card games. A shoe's unshuffled order is part of the provably
 * fair derivation (the shuffle permutes it), so it is fixed here: deck by deck, suits in SUITS
 * order, ranks ace (1) to king (13) within each suit.
 */
import { shuffle, type OutcomeStream } from './stream';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** 1 = ace, 2–10, 11 = jack, 12 = queen, 13 = king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** `decks` standard 52-card decks in the fixed unshuffled order described above. */
export function orderedShoe(decks: number): Card[] {
  const shoe: Card[] = [];
  for (let deck = 0; deck < decks; deck++) {
    for (const suit of SUITS) {
      for (const rank of RANKS) shoe.push({ rank, suit });
    }
  }
  return shoe;
}

/** A fresh shoe of `decks` decks shuffled by the round's stream. */
export function shuffledShoe(decks: number, stream: OutcomeStream): Card[] {
  return shuffle(orderedShoe(decks), stream);
}
