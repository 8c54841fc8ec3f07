import type { Fen } from '@platform/api-client';
import type { TRANSFER_DIRECTIONS, VenueBalance } from '@platform/api-client/contract';

export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** The central wallet as a side of a transfer; every other side is a venue's platCode. */
export const CENTRAL = 'central';

/** convertMoney answered `pending`: the kit's venue transfer looks again this much later. */
export { PENDING_TRANSFER_REFRESH_MS } from '@platform/ui';

/**
 * What the transfer form moves: always between the central wallet and one venue, like the call
 * (a direction, not free from/to fields), so a venue-to-venue transfer cannot even be chosen.
 */
export interface TransferRoute {
  platCode: string | undefined;
  direction: TransferDirection;
}

export const INITIAL_ROUTE: TransferRoute = { platCode: undefined, direction: 'toVenue' };

/** The side money leaves (CENTRAL or a platCode; undefined while no venue is chosen). */
export function fromSide(route: TransferRoute): string | undefined {
  return route.direction === 'toVenue' ? CENTRAL : route.platCode;
}

export function toSide(route: TransferRoute): string | undefined {
  return route.direction === 'toCentral' ? CENTRAL : route.platCode;
}

/** Choosing the source: a venue sends to the central wallet; the central wallet to the venue. */
export function chooseFrom(route: TransferRoute, side: string): TransferRoute {
  return side === CENTRAL
    ? { platCode: route.platCode, direction: 'toVenue' }
    : { platCode: side, direction: 'toCentral' };
}

/** Choosing the target, symmetrically. */
export function chooseTo(route: TransferRoute, side: string): TransferRoute {
  return side === CENTRAL
    ? { platCode: route.platCode, direction: 'toCentral' }
    : { platCode: side, direction: 'toVenue' };
}

/** Choosing a venue (from the venue list) keeps the direction. */
export function chooseVenue(route: TransferRoute, platCode: string): TransferRoute {
  return { ...route, platCode };
}

/**
 * During a break only money out of a venue may move (docs/product-rules.md#responsible-gambling):
 * the route keeps its venue and turns toward the central wallet.
 */
export function outOnly(route: TransferRoute): TransferRoute {
  return { ...route, direction: 'toCentral' };
}

export function swapRoute(route: TransferRoute): TransferRoute {
  return { ...route, direction: route.direction === 'toVenue' ? 'toCentral' : 'toVenue' };
}

/** What the source wallet holds; null while the venue is not chosen or not known. */
export function sourceBalance(
  route: TransferRoute,
  centralWallet: Fen,
  venues: readonly VenueBalance[],
): Fen | null {
  if (route.direction === 'toVenue') return centralWallet;
  return venues.find((v) => v.platCode === route.platCode)?.balance ?? null;
}

/** "Hide venues with no balance" (docs/product-rules.md#transfers). */
export function venuesToShow(venues: readonly VenueBalance[], hideEmpty: boolean): VenueBalance[] {
  return hideEmpty ? venues.filter((v) => v.balance > 0) : [...venues];
}
