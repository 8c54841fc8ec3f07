import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { loadArea } from '../federation/loadArea';
import type { AreaName } from '@platform/routes';
import { PageLoading } from './PageLoading';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(area: AreaName, path: string, attempt: number) {
  const key = `${area}:${path}:${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const routes = await loadArea(area);
      const found = routes.pages.find((p) => p.path === path);
      // Not built yet: the spec's "not yet available" page, its own chunk (off the home page).
      return found ? found.load() : import('./NotYetBuilt');
    });
    pages.set(key, page);
  }
  return page;
}

let attempts: Partial<Record<AreaName, number>> = {};

/** After a failure, the next render loads the area afresh instead of replaying the cached error. */
export function nextAttempt(area: AreaName) {
  attempts = { ...attempts, [area]: (attempts[area] ?? 0) + 1 };
}

/** Renders one page of an area, loading the area's remote on first visit. */
export function AreaPage({ area, path }: { area: AreaName; path: string }) {
  const attempt = attempts[area] ?? 0;
  // pageFor caches one lazy component per area, path and attempt, so its identity is stable.
  const Page = useMemo(() => pageFor(area, path, attempt), [area, path, attempt]);
  return (
    <Suspense fallback={<PageLoading />}>
      {/* Marks the area that rendered the page (tests, benchmark); adds no box to the layout. */}
      <div data-testid={`area-page-${area}`} style={{ display: 'contents' }}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per area, path and attempt above */}
        <Page />
      </div>
    </Suspense>
  );
}
