// The games the venue plays: each round's bets and outcome in the contract's shape come from
// @platform/api-client/contract (inhouseRounds.ts), which the games area's standalone dev
// handlers call too, so the two never answer differently (docs/decisions.md#games).
export {
  playInhouseRound as playRound,
  type InhouseGameBets as GameBets,
  type PlayedInhouseRound as PlayedRound,
} from '@platform/api-client/contract';
