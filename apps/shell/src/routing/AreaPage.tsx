import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadArea } from '../federation/loadArea';
import { reportAreaView } from '../runtime/healthReporter';
import type { AreaName, RouteName } from '@platform/routes';
import { areaPageLoader } from '@platform/ui';
import { PageLoading } from './PageLoading';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(area: AreaName, name: RouteName, attempt: number) {
  const key = `${area}:${name}:${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const routes = await loadArea(area);
      const load = areaPageLoader(routes, name);
      // Not built yet: the "this function is not yet available" page, its own chunk (off home).
      return load ? load() : import('./NotYetBuilt');
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
export function AreaPage({ area, name }: { area: AreaName; name: RouteName }) {
  const attempt = attempts[area] ?? 0;
  // pageFor caches one lazy component per area, route and attempt, so its identity is stable.
  const Page = useMemo(() => pageFor(area, name, attempt), [area, name, attempt]);
  // One view per navigation into the page; its cleanup says the page left the screen.
  useEffect(() => reportAreaView(area), [area, name]);
  return (
    <Suspense fallback={<PageLoading />}>
      {/* Marks the area that rendered the page (tests, benchmark); adds no box to the layout. */}
      <div data-testid={`area-page-${area}`} style={{ display: 'contents' }}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per area, route and attempt above */}
        <Page />
      </div>
    </Suspense>
  );
}
