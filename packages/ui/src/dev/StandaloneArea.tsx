// Dev only: runs one area alone, the way the shell would host it, for that area's team.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreProvider } from '@platform/api-client';
import { createHashRouter, RouterProvider } from '@platform/ui/router';
import { configureApiBaseUrl, createPlatformStore } from '@platform/api-client';
import { initI18n, initialLanguage, type Namespace } from '@platform/i18n';
import { DelayedSpinner } from '../components/DelayedSpinner';
import { UiProvider } from '../components/UiProvider';
import { followDisplayCurrency } from '../format/money';
import { installKitRenderer } from '../kitRenderer';
import { ROUTES, type RouteName } from '@platform/routes';
import type { AreaRoutesModule, PageLoader } from '../routing';
import '../theme.css';

export async function startStandaloneArea(routes: AreaRoutesModule, namespace: Namespace) {
  const pages = (Object.entries(routes.pages) as [RouteName, PageLoader][]).map(([name, load]) => ({
    path: ROUTES[name].path,
    load,
  }));
  installKitRenderer();
  configureApiBaseUrl('/web/');
  const language = initialLanguage();
  await initI18n(language.key, ['common', 'validation', namespace]);
  const { store } = createPlatformStore({
    token: 'standalone',
    isLogin: true,
    langTypVal: language.code,
  });
  followDisplayCurrency(store);
  const router = createHashRouter([
    {
      path: '/',
      element: (
        <ul>
          {pages.map((p) => (
            <li key={p.path}>
              <a href={`#${p.path}`}>{p.path}</a>
            </li>
          ))}
        </ul>
      ),
    },
    ...pages.map((page) => ({
      path: page.path,
      lazy: async () => ({ Component: (await page.load()).default }),
    })),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreProvider store={store}>
        <UiProvider language={language.key}>
          <Suspense fallback={<DelayedSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </UiProvider>
      </StoreProvider>
    </StrictMode>,
  );
}
