import type { Sport, SportsOdds, SportsPick } from '@platform/api-client/contract';

/**
 * The simulated provider's live odds for the match winner (docs/decisions.md#games). Each side
 * scores as a Poisson process at its match rate (goals, or objectives in e-sports) over what is
 * left of the match; a red card takes a quarter off the side's rate and adds 15 % to the other's.
 * The final difference decides: football 1X2; e-sports has no draw, a level score goes to the
 * next score (home with the home side's share of the rates). Each price is 1 / (p × 1.06), the
 * 6 % the margin, floored to thousandths and kept within 1.010 - 100.000. Probabilities are
 * doubles; the odds a slip takes and every amount are integers.
 */

export const MATCH_MINUTES: Record<Sport, number> = { football: 90, esports: 40 };
/** The book's overround: the implied probabilities add up to 1.06. */
export const ODDS_MARGIN = 1.06;
export const MIN_ODDS = 1_010;
export const MAX_ODDS = 100_000;
const RED_CARD_OWN = 0.75;
const RED_CARD_OTHER = 1.15;

export interface MatchState {
  sport: Sport;
  /** Goals (objectives) each side scores over a whole match. */
  homeRate: number;
  awayRate: number;
  minute: number;
  homeScore: number;
  awayScore: number;
  homeRed: number;
  awayRed: number;
}

function poisson(lambda: number): number[] {
  const n = Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10);
  const p = [Math.exp(-lambda)];
  for (let k = 1; k <= n; k++) p.push((p[k - 1]! * lambda) / k);
  return p;
}

/** The probability of each final result from this state. */
export function resultProbabilities(m: MatchState): Record<SportsPick, number> {
  const left = Math.max(0, MATCH_MINUTES[m.sport] - m.minute) / MATCH_MINUTES[m.sport];
  const home = poisson(m.homeRate * left * RED_CARD_OWN ** m.homeRed * RED_CARD_OTHER ** m.awayRed);
  const away = poisson(m.awayRate * left * RED_CARD_OWN ** m.awayRed * RED_CARD_OTHER ** m.homeRed);
  const lead = m.homeScore - m.awayScore;
  const result = { home: 0, draw: 0, away: 0 };
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      const d = lead + i - j;
      result[d > 0 ? 'home' : d < 0 ? 'away' : 'draw'] += ph * pa;
    }),
  );
  const total = result.home + result.draw + result.away;
  result.home /= total;
  result.draw /= total;
  result.away /= total;
  if (m.sport === 'esports') {
    const homeShare = m.homeRate / (m.homeRate + m.awayRate);
    result.home += result.draw * homeShare;
    result.away += result.draw * (1 - homeShare);
    result.draw = 0;
  }
  return result;
}

/** The price of a result of probability p, in thousandths, margin included. */
export function priceOf(p: number): number {
  if (p <= 0) return MAX_ODDS;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(1_000 / (p * ODDS_MARGIN))));
}

export function matchOdds(m: MatchState): SportsOdds {
  const p = resultProbabilities(m);
  return {
    home: priceOf(p.home),
    draw: m.sport === 'football' ? priceOf(p.draw) : null,
    away: priceOf(p.away),
  };
}
