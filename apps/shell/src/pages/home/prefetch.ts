import { platformApi, type PlatformDispatch } from '@platform/api-client';
import { routeOfPath } from '@platform/routes';

/** The calls home draws its first screen from, for guests and members alike. */
const HOME_QUERIES = ['getSilde', 'getNotice', 'getWebsiteBasicInfo'] as const;

/** Whether the app opens on home: no hash, `#/`, or home's own path. */
export function opensOnHome(hash: string): boolean {
  const path = hash.replace(/^#/, '') || '/';
  const name = routeOfPath(path)?.name;
  return name === 'home' || name === 'homeIndex';
}

/**
 * Asks for home's data as soon as the store exists, while home's code is still downloading, so
 * the banner is drawn with the first render instead of one round trip later. The page's own
 * queries then find it in the cache (same endpoint, same arguments).
 */
export function prefetchHome(dispatch: PlatformDispatch) {
  for (const name of HOME_QUERIES) dispatch(platformApi.util.prefetch(name, undefined, {}));
}
