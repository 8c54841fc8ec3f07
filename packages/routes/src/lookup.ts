import type { AppName } from './apps';
import { ROUTES, type RouteEntry, type RouteName, type TabKey } from './table';

export interface NamedRoute extends RouteEntry {
  readonly name: RouteName;
}

/** Every route with its name, in the table's order. */
export const ROUTE_LIST: readonly NamedRoute[] = (
  Object.entries(ROUTES) as [RouteName, RouteEntry][]
).map(([name, entry]) => ({ name, ...entry }));

const byPath = new Map(ROUTE_LIST.map((route) => [route.path, route]));

export type Query = Record<string, string | number | boolean | undefined | null>;

/** The path of a route, with a query string that leaves out empty values. */
export function routePath(name: RouteName, query?: Query): string {
  return query ? withQuery(ROUTES[name].path, query) : ROUTES[name].path;
}

/** A path (a route's, or a return path taken from the query) with a query string, leaving out empty values. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The route a path (with or without its query string) belongs to. */
export function routeOfPath(path: string): NamedRoute | undefined {
  return byPath.get(path.split(/[?#]/)[0] ?? path);
}

/** The query parameter that carries where to go once a step elsewhere is done (login, settings). */
export const RETURN_PARAM = 'redirect';

/**
 * A return path taken from the query, only when it is a path of this app: a link must not be able
 * to send a player who just logged in or changed a password to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

export function routesOf(owner: AppName): NamedRoute[] {
  return ROUTE_LIST.filter((route) => route.owner === owner);
}

const TAB_ORDER: readonly TabKey[] = ['home', 'offers', 'service', 'sponsor', 'my'];

/** The bottom tabs, in their order on screen. */
export const TABS: readonly (NamedRoute & { tab: TabKey })[] = TAB_ORDER.map((tab) => {
  const route = ROUTE_LIST.find((r) => r.tab === tab);
  if (!route) throw new Error(`no route is the ${tab} tab`);
  return { ...route, tab };
});
