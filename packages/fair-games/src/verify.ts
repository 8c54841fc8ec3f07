/**
 * Recomputes a round from its revealed seeds: what the verify page runs in the browser, and what
 * the server runs to play a round, so playing and verifying are one function.
 */
import {
  playBaccarat,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratOutcome,
  type BaccaratSettlement,
} from './baccarat';
import {
  settleRoulette,
  spinRoulette,
  type RouletteBet,
  type RouletteSettlement,
  type RouletteSpin,
} from './roulette';
import { hashServerSeed, outcomeStream } from './stream';

export const FAIR_GAMES = ['baccarat', 'roulette'] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface BaccaratRoundInput extends RoundSeeds {
  readonly bets: BaccaratBets;
}
export interface RouletteRoundInput extends RoundSeeds {
  readonly bets: readonly RouletteBet[];
}

interface Replayed {
  /** SHA-256 of the revealed seed: must equal the hash shown before the round. */
  readonly serverSeedHash: string;
}
export interface BaccaratReplay extends Replayed {
  readonly game: 'baccarat';
  readonly outcome: BaccaratOutcome;
  readonly settlement: BaccaratSettlement;
}
export interface RouletteReplay extends Replayed {
  readonly game: 'roulette';
  readonly outcome: RouletteSpin;
  readonly settlement: RouletteSettlement;
}
export type RoundReplay = BaccaratReplay | RouletteReplay;

export function replayRound(game: 'baccarat', input: BaccaratRoundInput): BaccaratReplay;
export function replayRound(game: 'roulette', input: RouletteRoundInput): RouletteReplay;
export function replayRound(
  game: FairGame,
  input: BaccaratRoundInput | RouletteRoundInput,
): RoundReplay {
  const stream = outcomeStream(input.serverSeed, input.clientSeed, input.nonce);
  const serverSeedHash = hashServerSeed(input.serverSeed);
  if (game === 'baccarat') {
    const outcome = playBaccarat(stream);
    const bets = input.bets as BaccaratBets;
    return { game, serverSeedHash, outcome, settlement: settleBaccarat(outcome, bets) };
  }
  const outcome = spinRoulette(stream);
  const bets = input.bets as readonly RouletteBet[];
  return { game, serverSeedHash, outcome, settlement: settleRoulette(outcome.pocket, bets) };
}
