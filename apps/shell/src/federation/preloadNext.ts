import { useEffect } from 'react';
import { areaPageLoader } from '@platform/ui';
import { ROUTES, type RouteName } from '@platform/routes';
import { shellPage } from '../routing/shellPages';
import { loadArea } from './loadArea';

/**
 * The page a player most likely opens next from home, fetched while the browser is idle so the
 * tap does not wait on the network: a member's deposit (the money cycle's first step, home's
 * first shortcut), a guest's login (docs/decisions.md#web-speed).
 */
export const LIKELY_NEXT = { member: 'deposit', guest: 'login' } as const satisfies Record<
  'member' | 'guest',
  RouteName
>;

/** Fetches a page's code (its area's entry first) without rendering it. */
export async function preloadPage(name: RouteName): Promise<void> {
  const { owner } = ROUTES[name];
  if (owner === 'shell') {
    await shellPage(name)();
    return;
  }
  const routes = await loadArea(owner);
  await areaPageLoader(routes, name)?.();
}

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (task: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs the task once the page has loaded and the main thread is idle; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  const scope = globalThis as IdleWindow;
  let cancel = () => {};
  const schedule = () => {
    if (scope.requestIdleCallback && scope.cancelIdleCallback) {
      const handle = scope.requestIdleCallback(task, { timeout: 5_000 });
      cancel = () => scope.cancelIdleCallback?.(handle);
    } else {
      const handle = setTimeout(task, 1_000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** On home: preloads the likely next page once idle. A failure costs nothing: the tap loads it. */
export function usePreloadNext(active: boolean, isLogin: boolean) {
  useEffect(() => {
    if (!active) return;
    return whenIdle(() => {
      preloadPage(isLogin ? LIKELY_NEXT.member : LIKELY_NEXT.guest).catch(() => {});
    });
  }, [active, isLogin]);
}
