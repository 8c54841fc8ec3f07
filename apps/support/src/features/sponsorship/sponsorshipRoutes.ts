import type { RouteName } from '@platform/routes';

/**
 * Which page a sponsorship opens, by its key (docs/product-rules.md#help): the one place that ties
 * a sponsorship to a route. A key without a page shows its card only.
 */
const SPONSORSHIP_ROUTES: Readonly<Record<string, RouteName>> = { madrid: 'sponsorMadrid' };

/** The sponsorship's own page, or null when it has none. */
export function sponsorshipRoute(key: string): RouteName | null {
  return Object.hasOwn(SPONSORSHIP_ROUTES, key) ? SPONSORSHIP_ROUTES[key]! : null;
}

/** The key of the club a sponsorship route shows (the reverse of the map above). */
export function sponsoredClubKey(route: RouteName): string | null {
  return Object.entries(SPONSORSHIP_ROUTES).find(([, name]) => name === route)?.[0] ?? null;
}
