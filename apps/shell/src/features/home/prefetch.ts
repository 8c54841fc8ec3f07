import { platformApi, type Answer, type PlatformDispatch } from '@platform/api-client';
import { routeOfPath } from '@platform/routes';

/** The calls home draws its first screen from, for guests and members alike. */
const HOME_QUERIES = ['getSilde', 'getNotice', 'getWebsiteBasicInfo'] as const;

/** Whether the app opens on home: no hash, `#/`, or home's own path. */
export function opensOnHome(hash: string): boolean {
  const path = hash.replace(/^#/, '') || '/';
  const name = routeOfPath(path)?.name;
  return name === 'home' || name === 'homeIndex';
}

type SlidesAnswer = Answer<'getSilde'>;

/** The slides the HTML asked for before any script (apps/shell/index.html), if it did. */
function slidesFromHtml(): Promise<unknown> | undefined {
  return (globalThis as { __homeSlides?: Promise<unknown> }).__homeSlides;
}

const isSlidesAnswer = (answer: unknown): answer is SlidesAnswer =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as SlidesAnswer).code === 0 &&
  Array.isArray((answer as SlidesAnswer).slideList);

/**
 * Asks for home's data as soon as the store exists, while home's code is still downloading, so
 * the banner is drawn with the first render instead of one round trip later. The page's own
 * queries then find it in the cache (same endpoint, same arguments). The slides the HTML already
 * asked for are taken into the cache rather than asked for twice; if that request failed, the
 * slides are asked for here.
 */
export async function prefetchHome(dispatch: PlatformDispatch) {
  const fromHtml = slidesFromHtml();
  for (const name of HOME_QUERIES) {
    if (name !== 'getSilde' || !fromHtml) dispatch(platformApi.util.prefetch(name, undefined, {}));
  }
  if (!fromHtml) return;
  const answer = await fromHtml.catch(() => null);
  if (isSlidesAnswer(answer)) {
    await dispatch(platformApi.util.upsertQueryData('getSilde', undefined, answer));
  } else dispatch(platformApi.util.prefetch('getSilde', undefined, {}));
}
