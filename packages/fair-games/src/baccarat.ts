/**
 * Baccarat, punto banco (docs/product-rules.md#games): 8 decks, the complete third-card rules,
 * player 1:1, banker 0.95:1, tie 8:1 (a tie returns player and banker stakes), pairs 11:1.
 *
 * Each round shuffles a fresh 8-deck shoe (416 cards) from its own stream and deals from the top:
 * player, banker, player, banker, then the player's third card and the banker's third card when
 * the rules call for them. One shoe per round means a round is verifiable from its own seeds and
 * nonce alone, without replaying the rounds dealt before it from the same shoe.
 */
import { shuffledShoe, type Card } from './cards';
import {
  isValidStake,
  settleBet,
  totalsOf,
  type BetResult,
  type BetSettlement,
  type SettlementTotals,
} from './settlement';
import type { OutcomeStream } from './stream';

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  /** Two or three cards, in the order dealt. */
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  /** The side's first two cards have the same rank (a king pairs a king, not a queen). */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** Points of a card: ace 1, two to nine face value, tens and picture cards 0. */
export function baccaratValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the sum of its points modulo 10. */
export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}

/** A two-card 8 or 9: both hands stand. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** Without a natural on either side the player draws on 0–5 and stands on 6–7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule without a natural on either side: when the player stood (`playerThird` null)
 * the banker draws on 0–5; otherwise it depends on the banker's total and the value of the
 * player's third card.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals one coup from any card source, in order: P, B, P, B, then third cards as the rules say. */
export function dealBaccarat(nextCard: () => Card): BaccaratOutcome {
  const player = [nextCard()];
  const banker = [nextCard()];
  player.push(nextCard());
  banker.push(nextCard());
  const [p1, p2] = player as [Card, Card];
  const [b1, b2] = banker as [Card, Card];

  if (!isNatural(baccaratTotal(player)) && !isNatural(baccaratTotal(banker))) {
    let playerThird: number | null = null;
    if (playerDraws(baccaratTotal(player))) {
      const third = nextCard();
      player.push(third);
      playerThird = baccaratValue(third);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(nextCard());
  }

  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

/** One round: a fresh shuffled 8-deck shoe from the stream, dealt from the top. */
export function playBaccarat(stream: OutcomeStream): BaccaratOutcome {
  const shoe = shuffledShoe(BACCARAT_DECKS, stream);
  let top = 0;
  return dealBaccarat(() => shoe[top++]!);
}

export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** Stakes in integer fen; an absent or zero stake is no bet. */
export type BaccaratBets = Partial<Record<BaccaratBetKind, number>>;

export interface BaccaratSettlement extends SettlementTotals {
  readonly bets: Partial<Record<BaccaratBetKind, BetSettlement>>;
}

/**
 * Winnings per 100 fen staked on a winning bet (the stake comes back on top): player 1:1, banker
 * 0.95:1 (a 5 % commission), tie 8:1, pairs 11:1. Per 100 so the banker's odds stay whole numbers;
 * the rules page prints this same table.
 */
export const BACCARAT_WIN_PER_100: Readonly<Record<BaccaratBetKind, number>> = {
  player: 100,
  banker: 95,
  tie: 800,
  playerPair: 1_100,
  bankerPair: 1_100,
};

/**
 * Winnings (not counting the returned stake) of a winning bet, in fen. On a banker stake that is
 * not a multiple of 20 fen the fraction of a fen is the house's.
 */
function winnings(kind: BaccaratBetKind, stake: number): number {
  return Math.floor((stake * BACCARAT_WIN_PER_100[kind]) / 100);
}

function resultOf(kind: BaccaratBetKind, outcome: BaccaratOutcome): BetResult {
  switch (kind) {
    case 'player':
    case 'banker':
      if (outcome.winner === 'tie') return 'push';
      return outcome.winner === kind ? 'win' : 'lose';
    case 'tie':
      return outcome.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return outcome.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return outcome.bankerPair ? 'win' : 'lose';
  }
}

/** Settles the placed bets against a coup. Throws RangeError on a stake that is not whole fen. */
export function settleBaccarat(outcome: BaccaratOutcome, bets: BaccaratBets): BaccaratSettlement {
  const settled: Partial<Record<BaccaratBetKind, BetSettlement>> = {};
  for (const kind of BACCARAT_BET_KINDS) {
    const stake = bets[kind] ?? 0;
    if (!isValidStake(stake)) throw new RangeError(`invalid ${kind} stake: ${stake}`);
    if (stake > 0) settled[kind] = settleBet(stake, resultOf(kind, outcome), winnings(kind, stake));
  }
  return { bets: settled, ...totalsOf(Object.values(settled)) };
}
