import { useEffect, useRef } from 'react';
import { platformApi, useAppDispatch } from '@platform/api-client';

/** One of the player's bets that settle later (a lottery ticket, a sports slip). */
export interface LaterBet {
  id: string;
  /** Still waiting: its stake is held and nothing has come back yet. */
  open: boolean;
}

/**
 * Refreshes the balances when a bet the screen saw open has ended: the draw, the match or a refund
 * moved money into the venue wallet on the server, away from this page (docs/product-rules.md#games).
 */
export function useBalanceAfterSettling(bets: readonly LaterBet[] | undefined) {
  const dispatch = useAppDispatch();
  const openSeen = useRef(new Set<string>());
  useEffect(() => {
    if (!bets) return;
    const ended = bets.some((bet) => !bet.open && openSeen.current.has(bet.id));
    openSeen.current = new Set(bets.filter((bet) => bet.open).map((bet) => bet.id));
    if (ended) dispatch(platformApi.util.invalidateTags(['VenueBalances', 'Balance']));
  }, [bets, dispatch]);
}
