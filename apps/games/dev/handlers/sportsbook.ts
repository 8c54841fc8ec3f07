// Standalone dev only: the sportsbook against the play handlers' in-memory venue wallet. Each
// sport has a live event in a dangerous moment, two live ones and a scheduled one; every poll
// nudges the live prices so the moves show. A slip on the dangerous event stays pending;
// `noAnswer` leaves a slip unanswered (the unknown-outcome notice).
import { HttpResponse, type HttpHandler } from 'msw';
import type { RequestOf, Sport, SportsEvent, SportsSlipView } from '@platform/api-client';
import { potentialReturnFen } from '@platform/api-client/contract';
import { recordCalls } from '@platform/ui/testing';

const TEAMS: Record<Sport, string[]> = {
  football: [
    'Red Lions',
    'Blue Eagles',
    'Golden Tigers',
    'Silver Wolves',
    'Black Panthers',
    'White Sharks',
    'Green Dragons',
    'Royal Stars',
  ],
  esports: [
    'Storm Foxes',
    'Shadow Owls',
    'Iron Giants',
    'Frost Knights',
    'Rising Phoenix',
    'Cyber Ravens',
    'Storm Foxes',
    'Shadow Owls',
  ],
};

function devEvents(sport: Sport): SportsEvent[] {
  const league = sport === 'football' ? 'Star Premier League' : 'Star Pro League';
  return [0, 1, 2, 3].map((i) => ({
    eventId: String((sport === 'football' ? 100 : 200) + i),
    sport,
    league,
    home: TEAMS[sport][i * 2]!,
    away: TEAMS[sport][i * 2 + 1]!,
    startsAt: new Date(Date.now() + (i === 3 ? 30 : -20) * 60_000).toISOString(),
    state: i === 3 ? 'scheduled' : 'live',
    minute: i === 3 ? 0 : 20 + i * 7,
    homeScore: i === 1 ? 1 : 0,
    awayScore: 0,
    danger: i === 0,
    open: true,
    odds: {
      home: 1_850 + i * 150,
      draw: sport === 'football' ? 3_300 : null,
      away: 4_100 - i * 300,
    },
    oddsVersion: 1,
  }));
}

export function sportsbookHandlers(
  scenario: string | null,
  wallet: { venue: number },
): HttpHandler[] {
  const events = { football: devEvents('football'), esports: devEvents('esports') };
  const slips: SportsSlipView[] = [];
  return [
    recordCalls('getSportsEvents', (body) => {
      const sport = body.sport === 'esports' ? 'esports' : 'football';
      events[sport] = events[sport].map((e) =>
        e.state === 'live' && Math.random() < 0.3
          ? {
              ...e,
              odds: { ...e.odds, home: e.odds.home + (Math.random() < 0.5 ? -25 : 25) },
              oddsVersion: e.oddsVersion + 1,
            }
          : e,
      );
      return { events: events[sport] };
    }).handler,
    recordCalls('getSportsSlips', () => ({ slips })).handler,
    recordCalls('placeSportsSlip', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const slip = body as unknown as RequestOf<'placeSportsSlip'>;
      if (slip.stake > wallet.venue)
        return { code: 1000, msg: 'Not enough balance at the in-house venue for this stake' };
      const all = [...events.football, ...events.esports];
      const legs = slip.selections.map((s) => ({
        ...s,
        event: all.find((e) => e.eventId === s.eventId)!,
      }));
      wallet.venue -= slip.stake;
      const view: SportsSlipView = {
        slipId: String(slips.length + 1),
        kind: legs.length === 1 ? 'single' : 'parlay',
        state: legs.some((l) => l.event.danger) ? 'pending' : 'accepted',
        stake: slip.stake,
        potentialReturn: potentialReturnFen(
          slip.stake,
          legs.map((l) => l.odds),
        ),
        returned: null,
        placedAt: new Date().toISOString(),
        settledAt: null,
        selections: legs.map((l) => ({
          eventId: l.eventId,
          sport: l.event.sport,
          home: l.event.home,
          away: l.event.away,
          pick: l.pick,
          odds: l.odds,
          state: l.event.danger ? 'awaiting' : 'open',
        })),
      };
      slips.unshift(view);
      return { slip: view, venueBalance: wallet.venue };
    }).handler,
  ];
}
