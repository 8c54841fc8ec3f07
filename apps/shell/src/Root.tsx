import { routePath } from '@platform/routes';
import { useCallback, useMemo, useState } from 'react';
import { I18nextProvider } from '@platform/i18n';
import { StoreProvider } from '@platform/api-client';
import { RouterProvider } from '@platform/ui/router';
import type { I18n } from '@platform/i18n';
import { baseApi, languageChanged, platformApi, type PlatformStore } from '@platform/api-client';
import { languageByKey, persistLanguage, type LanguageKey } from '@platform/i18n';
import { UiProvider } from '@platform/ui';
import { LanguageContext } from './language/LanguageContext';
import type { AppRouter } from './routing/router';

/**
 * The shell's root: one store, one router, one i18next for the shell and every area. A language
 * change persists, tells the server for a member, and relaunches from home (the tree re-mounts).
 */
export function Root({
  store,
  router,
  i18n,
  initialLanguage,
}: {
  store: PlatformStore;
  router: AppRouter;
  i18n: I18n;
  initialLanguage: LanguageKey;
}) {
  const [language, setLanguage] = useState(initialLanguage);
  const [launch, setLaunch] = useState(0);

  const change = useCallback(
    async (key: LanguageKey) => {
      const next = languageByKey(key);
      if (!next) return;
      persistLanguage(key);
      store.dispatch(languageChanged(next.code));
      await i18n.changeLanguage(key);
      document.documentElement.lang = next.bcp47;
      if (store.getState().session.isLogin) {
        await store.dispatch(
          // The language only: the wallet currency is the member's own choice
          // (docs/product-rules.md#currency).
          platformApi.endpoints.changeLanguageAndCurrency.initiate({ langType: next.code }),
        );
      }
      store.dispatch(baseApi.util.resetApiState());
      await router.navigate(routePath('home'), { replace: true });
      setLanguage(key);
      setLaunch((n) => n + 1);
    },
    [i18n, router, store],
  );

  const control = useMemo(() => ({ language, change }), [language, change]);
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageContext.Provider value={control}>
          <UiProvider language={language}>
            <RouterProvider key={launch} router={router} />
          </UiProvider>
        </LanguageContext.Provider>
      </I18nextProvider>
    </StoreProvider>
  );
}
