import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '@platform/api-client/contract';
import { oddsText, selectionsAtShownOdds, summarize, togglePick } from './betSlip';

const event = (eventId: string, over: Partial<SportsEvent> = {}): SportsEvent => ({
  eventId,
  sport: 'football',
  league: 'Star Premier League',
  home: 'Red Lions',
  away: 'Blue Eagles',
  startsAt: '2026-11-24T13:00:00.000Z',
  state: 'live',
  minute: 12,
  homeScore: 0,
  awayScore: 0,
  danger: false,
  open: true,
  odds: { home: 1_850, draw: 3_200, away: 4_100 },
  oddsVersion: 3,
  ...over,
});

describe('togglePick', () => {
  it('adds a pick, moves it within its event, and takes it off on a second tap', () => {
    const one = togglePick([], { eventId: '1', pick: 'home' });
    expect(one).toEqual([{ eventId: '1', pick: 'home' }]);
    const moved = togglePick(one, { eventId: '1', pick: 'draw' });
    expect(moved).toEqual([{ eventId: '1', pick: 'draw' }]);
    const two = togglePick(moved, { eventId: '2', pick: 'away' });
    expect(two).toHaveLength(2);
    expect(togglePick(two, { eventId: '1', pick: 'draw' })).toEqual([
      { eventId: '2', pick: 'away' },
    ]);
  });
});

describe('selectionsAtShownOdds', () => {
  it('takes the odds shown now and leaves out an event no longer open', () => {
    const events = [event('1'), event('2', { open: false, state: 'suspended' })];
    expect(
      selectionsAtShownOdds(
        [
          { eventId: '1', pick: 'draw' },
          { eventId: '2', pick: 'home' },
          { eventId: '3', pick: 'home' },
        ],
        events,
      ),
    ).toEqual([{ eventId: '1', pick: 'draw', odds: 3_200 }]);
  });
});

describe('summarize (the contract decides)', () => {
  const picks = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      eventId: String(i + 1),
      pick: 'home' as const,
      odds: 2_000,
    }));

  it('shows a single minimum of 10 yuan and its potential return', () => {
    expect(summarize(picks(1), 1_000)).toEqual({
      kind: 'single',
      minimum: 1_000,
      potentialReturn: 2_000,
      problem: null,
    });
    expect(summarize(picks(1), 999).problem).toEqual({
      key: 'sportsbook.singleMin',
      params: { min: 1_000, currency: 'CNY' },
    });
  });

  it("reads the minimum in the member's currency (50 baht for a THB single)", () => {
    expect(summarize(picks(1), 4_999, 'THB')).toMatchObject({
      minimum: 5_000,
      problem: { key: 'sportsbook.singleMin', params: { min: 5_000, currency: 'THB' } },
    });
  });

  it('shows a parlay minimum of 5 yuan and multiplies the odds', () => {
    expect(summarize(picks(3), 500)).toMatchObject({
      kind: 'parlay',
      minimum: 500,
      potentialReturn: 4_000,
    });
  });

  it('asks for a stake before one is typed, and refuses two selections', () => {
    expect(summarize(picks(1), null).problem?.key).toBe('sportsbook.stake');
    expect(summarize(picks(2), 1_000)).toMatchObject({
      kind: null,
      minimum: null,
      problem: { key: 'sportsbook.selections' },
    });
  });
});

describe('oddsText', () => {
  it('reads thousandths with three decimals', () => {
    expect(oddsText(1_850)).toBe('1.850');
    expect(oddsText(1_005)).toBe('1.005');
    expect(oddsText(100_000)).toBe('100.000');
  });
});
