/** What every in-house game's settlement returns, in integer fen (docs/product-rules.md#money). */

/** How a bet ended: won, lost, or pushed (stake returned, not turnover). */
export type BetResult = 'win' | 'lose' | 'push';

export interface BetSettlement {
  readonly stake: number;
  readonly result: BetResult;
  /** What goes back to the wallet, stake included (0 on a loss, the stake on a push). */
  readonly returned: number;
  /** The player's net result: returned − stake (negative on a loss, 0 on a push). */
  readonly win: number;
}

export interface SettlementTotals {
  readonly stake: number;
  readonly returned: number;
  readonly win: number;
  /** Stakes of bets settled win or lose; pushed stakes count zero (docs/product-rules.md#games). */
  readonly validTurnover: number;
}

/** A stake is a whole, non-negative number of fen. */
export function isValidStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake >= 0;
}

/** One bet's settlement from its stake, its result and the winnings a win adds to the stake. */
export function settleBet(stake: number, result: BetResult, winnings: number): BetSettlement {
  const returned = result === 'win' ? stake + winnings : result === 'push' ? stake : 0;
  return { stake, result, returned, win: returned - stake };
}

/** The totals of a round's settled bets. */
export function totalsOf(bets: Iterable<BetSettlement>): SettlementTotals {
  let stake = 0;
  let returned = 0;
  let validTurnover = 0;
  for (const bet of bets) {
    stake += bet.stake;
    returned += bet.returned;
    if (bet.result !== 'push') validTurnover += bet.stake;
  }
  return { stake, returned, win: returned - stake, validTurnover };
}
