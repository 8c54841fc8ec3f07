import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { NotAvailable, PageLayout } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadArea } from '../federation/loadArea';
import type { AreaName } from '../runtime/areas';
import { PageLoading } from './PageLoading';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** A page the area has not built yet: the spec's "this function is not yet available". */
function NotYetBuilt() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PageLayout title={t('notYetAvailable')} onBack={() => void navigate(-1)}>
      <NotAvailable />
    </PageLayout>
  );
}

function pageFor(area: AreaName, path: string, attempt: number) {
  const key = `${area}:${path}:${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const routes = await loadArea(area);
      const found = routes.pages.find((p) => p.path === path);
      return found ? found.load() : { default: NotYetBuilt };
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
      {/* eslint-disable-next-line react-hooks/static-components -- cached per area, path and attempt above */}
      <Page />
    </Suspense>
  );
}
