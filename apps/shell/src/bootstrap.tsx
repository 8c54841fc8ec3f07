import { createRoot } from 'react-dom/client';
import { configureApiBaseUrl, createPlatformStore, platformApi } from '@platform/api-client';
import { initI18n, initialLanguage } from '@platform/i18n';
import { installKitRenderer } from '@platform/ui';
import { registerAreas } from './federation/loadArea';
import { Root } from './Root';
import { createAppRouter } from './routing/router';
import { assignVersions, fetchManifest } from './runtime/manifest';
import { installSessionEffects } from './session/sessionEffects';
import { storedRestrictedIp, storedToken } from './session/persistence';
import './shell.css';

async function start() {
  installKitRenderer();
  // Without a manifest the shell still runs (home, login); every area shows its fallback.
  const manifest = await fetchManifest().catch((error: unknown) => {
    console.error('[shell] runtime manifest unavailable', error);
    return null;
  });
  configureApiBaseUrl(manifest?.apiBase ?? './web/');
  registerAreas(manifest ? assignVersions(manifest) : {});

  const language = initialLanguage();
  document.documentElement.lang = language.bcp47;
  const i18n = await initI18n(language.key, ['common', 'shell', 'validation']);

  const token = storedToken();
  const { store, startListening } = createPlatformStore({
    token,
    isLogin: token !== null,
    langTypVal: language.code,
    restrictedIp: storedRestrictedIp(),
  });
  const router = createAppRouter();
  installSessionEffects(startListening, (path) => void router.navigate(path, { replace: true }));
  void store.dispatch(platformApi.endpoints.getRestrict.initiate());

  createRoot(document.getElementById('root')!).render(
    <Root store={store} router={router} i18n={i18n} initialLanguage={language.key} />,
  );
}

void start();
