import { useState } from 'react';
import type { SportsEvent, SportsPick } from '@platform/api-client';

export type OddsMove = 'up' | 'down';

const PICKS: SportsPick[] = ['home', 'draw', 'away'];

interface Seen {
  events: readonly SportsEvent[] | undefined;
  prices: Record<string, number>;
  moves: Record<string, OddsMove>;
}

/**
 * Which prices moved, by `eventId:pick`: an odds button shows its last move until the price moves
 * again, so a player sees the odds change before taking them. Worked out while rendering a new
 * poll's answer (React's "adjust state when a prop changes"), not in an effect.
 */
export function useOddsMoves(events: readonly SportsEvent[] | undefined) {
  const [seen, setSeen] = useState<Seen>({ events: undefined, prices: {}, moves: {} });
  if (events === seen.events) return seen.moves;
  const prices = { ...seen.prices };
  const moves = { ...seen.moves };
  for (const e of events ?? [])
    for (const pick of PICKS) {
      const odds = e.odds[pick];
      if (odds === null) continue;
      const id = `${e.eventId}:${pick}`;
      const before = prices[id];
      if (before !== undefined && before !== odds) moves[id] = odds > before ? 'up' : 'down';
      prices[id] = odds;
    }
  setSeen({ events, prices, moves });
  return moves;
}
