// Test fixtures: in-house rounds as the API answers them, with real seeds (the hash is
// `printf d2-server-seed | sha256sum`; the outcomes are what @platform/fair-games makes of them).
import type { BaccaratRound, RouletteRound } from './types';

export const SEEDS = {
  serverSeed: 'd2-server-seed',
  serverSeedHash: '3f9a38fcab3f2291e2546e5d0b9d41f24e7a69bd696c8db07af3452a175e3310',
  clientSeed: 'my-lucky-seed',
};

const common = {
  ...SEEDS,
  validTurnover: 0,
  settledAt: '2026-11-24T01:00:00.000Z',
};

/** Nonce 8: player J♦ 5♠ A♥ (6), banker 6♠ K♦ (6), a tie. */
export function baccaratRound(bets: BaccaratRound['bets']): BaccaratRound {
  const stake = bets.reduce((s, b) => s + b.stake, 0);
  const returned = bets.reduce((s, b) => s + b.returned, 0);
  return {
    ...common,
    roundId: '101',
    nonce: 8,
    stake,
    returned,
    winLose: returned - stake,
    gameCode: 'baccarat',
    bets,
    outcome: {
      playerCards: [
        { rank: 11, suit: 'diamonds' },
        { rank: 5, suit: 'spades' },
        { rank: 1, suit: 'hearts' },
      ],
      bankerCards: [
        { rank: 6, suit: 'spades' },
        { rank: 13, suit: 'diamonds' },
      ],
      playerTotal: 6,
      bankerTotal: 6,
      winner: 'tie',
      playerPair: false,
      bankerPair: false,
    },
  };
}

/** Nonce 7: pocket 7, red. */
export function rouletteRound(bets: RouletteRound['bets']): RouletteRound {
  const stake = bets.reduce((s, b) => s + b.stake, 0);
  const returned = bets.reduce((s, b) => s + b.returned, 0);
  return {
    ...common,
    roundId: '102',
    nonce: 7,
    stake,
    returned,
    winLose: returned - stake,
    gameCode: 'roulette',
    bets,
    outcome: { pocket: 7, colour: 'red' },
  };
}

export const NEXT_SEED = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-lucky-seed', nonce: 9 };
