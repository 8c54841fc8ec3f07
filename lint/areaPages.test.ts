import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, routesOf } from '@platform/routes';
import { describe, expect, it } from 'vitest';

/**
 * Every route of the product has its page: each area's `src/routes.tsx` exposes a loader for every
 * route the route table gives it, so no route shows "this function is not yet available". A page
 * has one name, its route's: `src/pages/<routeName>/<RouteName>Page.tsx` (CONTRIBUTING.md#the-area-skeleton).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOADER = /^\s+(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm;

/** `deposit` → `DepositPage`; a route already named a page keeps its name (`payPage` → `PayPage`). */
function pageFileOf(route: string): string {
  const name = route[0]!.toUpperCase() + route.slice(1);
  return name.endsWith('Page') ? name : `${name}Page`;
}

function loaders(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8');
  return new Map([...source.matchAll(LOADER)].map((match) => [match[1]!, match[2]!]));
}

const areaLoaders = (area: string) => loaders(join(root, 'apps', area, 'src', 'routes.tsx'));
const pageFolders = (app: string) =>
  readdirSync(join(root, 'apps', app, 'src', 'pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const ownRoutes = (app: (typeof AREAS)[number] | 'shell') =>
  routesOf(app)
    .map((route) => route.name)
    .sort();

describe('the areas', () => {
  it.each(AREAS)('%s exposes a page for every route it owns', (area) => {
    expect([...areaLoaders(area).keys()].sort()).toEqual(ownRoutes(area));
  });

  it.each(AREAS)('%s loads each route from the folder named after it', (area) => {
    const misnamed = [...areaLoaders(area)]
      .filter(([route, module]) => module !== `./pages/${route}/${pageFileOf(route)}`)
      .map(([route, module]) => `${route}: ${module}`);
    expect(misnamed).toEqual([]);
  });

  it.each(AREAS)('%s has one page folder per route and nothing else in pages/', (area) => {
    expect(pageFolders(area)).toEqual(ownRoutes(area));
    for (const route of ownRoutes(area)) {
      const page = join(root, 'apps', area, 'src', 'pages', route, `${pageFileOf(route)}.tsx`);
      expect(existsSync(page), page).toBe(true);
    }
  });
});

describe('the shell', () => {
  // `home` also answers `homeIndex`; `notFound` and `failure` are the router's own pages, no route.
  const NOT_ROUTES = ['failure', 'notFound'];
  const SAME_PAGE: Record<string, string> = { homeIndex: 'home' };

  it('names its page folders after its routes', () => {
    const expected = ownRoutes('shell').filter((route) => !(route in SAME_PAGE));
    expect(pageFolders('shell')).toEqual([...expected, ...NOT_ROUTES].sort());
  });

  it('loads each of its pages from the folder named after the route', () => {
    const shellPages = loaders(join(root, 'apps', 'shell', 'src', 'routing', 'shellPages.ts'));
    const misnamed = [...shellPages]
      .filter(([route, module]) => module !== `../pages/${route}/${pageFileOf(route)}`)
      .map(([route, module]) => `${route}: ${module}`);
    expect(misnamed).toEqual([]);
    expect(shellPages.size).toBeGreaterThan(0);
  });
});
