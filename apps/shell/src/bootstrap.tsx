import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiBaseUrl,
  createPlatformStore,
  installEventStream,
  platformApi,
} from '@platform/api-client';
import { initI18n, initialLanguage } from '@platform/i18n';
import { captureInstallPrompt, followDisplayCurrency, installKitRenderer } from '@platform/ui';
import { onEntryFailure, registerAreas } from './federation/loadArea';
import { opensOnHome, prefetchHome } from './features/home/prefetch';
import { Root } from './Root';
import { createAppRouter } from './routing/router';
import { installHealthReporting, reportAreaFailure } from './runtime/healthReporter';
import { assignAreas, deviceId, fetchManifest, versionsOf } from './runtime/manifest';
import { registerServiceWorker, tellAssignedVersions } from './serviceWorker/register';
import { installSessionEffects } from './session/sessionEffects';
import { storedRestrictedIp, storedToken } from './session/persistence';
import './shell.css';

/** The API behind the site's origin (the site server proxies it). */
const API_BASE = './web/';

async function start() {
  installKitRenderer();
  // The browser offers installation once; the my page's desktop shortcut uses the kept offer.
  captureInstallPrompt();
  registerServiceWorker();
  const language = initialLanguage();
  document.documentElement.lang = language.bcp47;
  // The manifest and the language texts are fetched side by side: each is a round trip.
  const [manifest, i18n] = await Promise.all([
    // Without a manifest the shell still runs (home, login); every area shows its fallback.
    fetchManifest(API_BASE).catch((error: unknown) => {
      console.error('[shell] runtime manifest unavailable', error);
      return null;
    }),
    initI18n(language.key, ['common', 'shell', 'validation']),
  ]);
  configureApiBaseUrl(API_BASE);
  const assigned = manifest ? assignAreas(manifest, deviceId(), location) : {};
  registerAreas(assigned);
  // Views and failures per area version go to the API, which rolls a failing canary back; the
  // manifest's health token goes with them, and a fresh manifest's token replaces it in time.
  installHealthReporting({
    apiBase: API_BASE,
    versions: versionsOf(assigned),
    health: manifest?.health,
    refresh: async () => (await fetchManifest(API_BASE)).health,
  });
  onEntryFailure((area, version) => reportAreaFailure(area, 'load', version));
  // The worker keeps only these versions' cached files: a rollback never meets a stale cache.
  tellAssignedVersions(versionsOf(assigned));

  const token = storedToken();
  const { store, startListening } = createPlatformStore({
    token,
    isLogin: token !== null,
    langTypVal: language.code,
    restrictedIp: storedRestrictedIp(),
  });
  // Texts write amounts in the member's currency, kept in step before each render.
  followDisplayCurrency(store);
  const router = createAppRouter();
  installSessionEffects(startListening, (path) => void router.navigate(path, { replace: true }));
  // One member event stream per page, while there is a token or a chat visitor key.
  installEventStream(store);
  void store.dispatch(platformApi.endpoints.getRestrict.initiate());
  if (opensOnHome(location.hash)) void prefetchHome(store.dispatch);

  // The HTML's skeleton is on screen already: the first render runs as a transition, in slices
  // that leave the main thread free for the player's taps instead of one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(<Root store={store} router={router} i18n={i18n} initialLanguage={language.key} />);
  });
}

void start();
