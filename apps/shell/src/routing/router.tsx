import { createHashRouter, type RouteObject } from '@platform/ui/router';
import { AREAS, routesOf } from '@platform/routes';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../pages/home/HomePage';
import { AreaFallback } from './AreaFallback';
import { AreaPage } from './AreaPage';
import { ChunkFailurePage } from '../pages/failure/ChunkFailurePage';
import { MemberGate } from './MemberGate';
import { shellPage } from './shellPages';
import { PageLoading } from './PageLoading';

function areaRoutes(): RouteObject[] {
  // Each area gets its own parent route with its own error boundary: when its remote is down or
  // throws, only that area shows the fallback (react-router renders a boundary on the parent).
  return AREAS.map((area) => ({
    id: `area-${area}`,
    errorElement: <AreaFallback area={area} />,
    children: routesOf(area).map((route) => ({
      path: route.path,
      element: (
        <MemberGate access={route.access}>
          <AreaPage area={area} name={route.name} />
        </MemberGate>
      ),
    })),
  }));
}

function shellRoutes(): RouteObject[] {
  return routesOf('shell').map((route) => {
    const home = route.name === 'home' || route.name === 'homeIndex';
    return home
      ? { path: route.path, element: <HomePage /> }
      : { path: route.path, lazy: shellPage(route.name) };
  });
}

export function createAppRouter() {
  return createHashRouter([
    {
      element: <AppLayout />,
      errorElement: <ChunkFailurePage />,
      HydrateFallback: PageLoading,
      children: [
        { errorElement: <ChunkFailurePage />, children: shellRoutes() },
        ...areaRoutes(),
        { path: '*', lazy: shellPage('notFound') },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
