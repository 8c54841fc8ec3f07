import { describe, expect, it } from 'vitest';
import {
  MAX_ODDS,
  MIN_ODDS,
  ODDS_MARGIN,
  matchOdds,
  priceOf,
  resultProbabilities,
  type MatchState,
} from './oddsModel';

const kickOff: MatchState = {
  sport: 'football',
  homeRate: 1.5,
  awayRate: 1.1,
  minute: 0,
  homeScore: 0,
  awayScore: 0,
  homeRed: 0,
  awayRed: 0,
};

describe('the match-winner odds model', () => {
  it('gives probabilities that add up to one, the stronger side favoured at kick-off', () => {
    const p = resultProbabilities(kickOff);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    expect(p.home).toBeGreaterThan(p.away);
    expect(p.draw).toBeGreaterThan(0.2);
  });

  it('keeps a 6 % margin: the implied probabilities of the prices sum to about 1.06', () => {
    const o = matchOdds(kickOff);
    const implied = 1_000 / o.home + 1_000 / o.draw! + 1_000 / o.away;
    expect(implied).toBeGreaterThanOrEqual(ODDS_MARGIN);
    expect(implied).toBeLessThan(ODDS_MARGIN + 0.01);
  });

  it('moves towards the side that scores and towards the draw as time runs out level', () => {
    const before = matchOdds({ ...kickOff, minute: 30 });
    const homeGoal = matchOdds({ ...kickOff, minute: 30, homeScore: 1 });
    expect(homeGoal.home).toBeLessThan(before.home);
    expect(homeGoal.away).toBeGreaterThan(before.away);
    const late = matchOdds({ ...kickOff, minute: 85 });
    expect(late.draw!).toBeLessThan(before.draw!);
  });

  it('makes a red card worse for its side', () => {
    const level = matchOdds({ ...kickOff, minute: 20 });
    const homeRed = matchOdds({ ...kickOff, minute: 20, homeRed: 1 });
    expect(homeRed.home).toBeGreaterThan(level.home);
    expect(homeRed.away).toBeLessThan(level.away);
  });

  it('prices a decided result at the bounds once the match time is over', () => {
    const over = matchOdds({ ...kickOff, minute: 90, homeScore: 2, awayScore: 1 });
    expect(over).toEqual({ home: MIN_ODDS, draw: MAX_ODDS, away: MAX_ODDS });
  });

  it('has no draw in e-sports: a level score goes to the next score', () => {
    const p = resultProbabilities({
      ...kickOff,
      sport: 'esports',
      homeRate: 6,
      awayRate: 6,
      minute: 40,
    });
    expect(p).toEqual({ home: 0.5, draw: 0, away: 0.5 });
    expect(matchOdds({ ...kickOff, sport: 'esports', homeRate: 6, awayRate: 5 }).draw).toBeNull();
  });

  it('floors a price to thousandths within 1.010 - 100.000', () => {
    expect(priceOf(0.5)).toBe(1_886); // 1 / 0.53 = 1.8867...
    expect(priceOf(0.999)).toBe(MIN_ODDS);
    expect(priceOf(0.000_001)).toBe(MAX_ODDS);
    expect(priceOf(0)).toBe(MAX_ODDS);
  });
});
