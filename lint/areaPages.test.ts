import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, routesOf } from '@platform/routes';
import { describe, expect, it } from 'vitest';

/**
 * Every route of the product has its page: each area's `src/routes.tsx` exposes a loader for every
 * route the route table gives it, so no route shows "this function is not yet available".
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOADER = /^\s+(\w+):\s*\(\)\s*=>/gm;

function exposedPages(area: string): string[] {
  const source = readFileSync(join(root, 'apps', area, 'src', 'routes.tsx'), 'utf8');
  return [...source.matchAll(LOADER)].map((match) => match[1]!).sort();
}

describe('the areas', () => {
  it.each(AREAS)('%s exposes a page for every route it owns', (area) => {
    expect(exposedPages(area)).toEqual(
      routesOf(area)
        .map((route) => route.name)
        .sort(),
    );
  });
});
