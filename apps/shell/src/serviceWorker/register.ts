import type { AssignedMessage } from './sw';

/**
 * The page's side of the service worker (docs/architecture.md#installable-app). Production builds
 * only: the dev server rebuilds files the worker would otherwise keep answering.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch((error: unknown) => {
      // The app works without it; it only loses the offline page and the area cache.
      console.warn('[shell] service worker not registered', error);
    });
  };
  // After the page's load: the worker's install fetches the shell's files, never before first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Tells the worker which version of each area this device is assigned; it then deletes the cached
 * files of the other versions. Sent to the active worker, or once one is ready.
 */
export function tellAssignedVersions(versions: Record<string, string>): void {
  if (!('serviceWorker' in navigator)) return;
  const message: AssignedMessage = { type: 'assigned', versions };
  navigator.serviceWorker.ready.then(
    (registration) => registration.active?.postMessage(message),
    () => undefined,
  );
}
