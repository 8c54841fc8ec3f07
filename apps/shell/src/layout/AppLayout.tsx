import { lazy, Suspense, useEffect } from 'react';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { Dialog } from '@platform/ui';
import { Outlet, useLocation } from '@platform/ui/router';
import { SessionManager } from '../session/SessionManager';
import { PageLoading } from '../routing/PageLoading';
import { ROUTES, TABS } from '@platform/routes';
import { usePreloadNext } from '../federation/preloadNext';
import { AppTabBar } from './AppTabBar';

// Its own chunk, fetched only once a member is logged in: not on the first paint's path.
const PlaySessionWatch = lazy(() => import('../features/playSession/components/PlaySessionWatch'));

const TAB_PATHS = new Set<string>([...TABS.map((t) => t.path), ROUTES.homeIndex.path]);
const HOME_PATHS = new Set<string>([ROUTES.home.path, ROUTES.homeIndex.path]);

/**
 * Every page: the session's background work, the page, the tab bar on tab pages, and for a member
 * the play session's reality check and limit notice over whatever page is open.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  // A dialog belongs to the page that opened it: leaving the page (back button, a link, a
  // redirect) closes it instead of leaving it over the next page.
  useEffect(() => () => Dialog.clear(), [pathname]);
  const isLogin = useAppSelector(selectIsLogin);
  usePreloadNext(HOME_PATHS.has(pathname), isLogin);
  return (
    <div className="shell-app">
      <SessionManager />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {TAB_PATHS.has(pathname) && <AppTabBar pathname={pathname} />}
      {isLogin && (
        <Suspense fallback={null}>
          <PlaySessionWatch />
        </Suspense>
      )}
    </div>
  );
}
