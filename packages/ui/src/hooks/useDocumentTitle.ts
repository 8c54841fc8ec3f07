import { useEffect } from 'react';
import { platformApi } from '@platform/api-client';

/** Site configuration key (getWebsiteBasicInfo) of the site's name. */
export const SITE_NAME_CONFIG_KEY = 'siteName';

/** The site's name from the site configuration, if it names one. */
export function siteNameOf(
  websiteBasicList: readonly { configKey: string; configValue: string }[] | undefined,
): string | undefined {
  const value = websiteBasicList
    ?.find((entry) => entry.configKey === SITE_NAME_CONFIG_KEY)
    ?.configValue.trim();
  return value || undefined;
}

/** "<page> - <site>"; the page alone while the site's name is not loaded, the site alone on a page with none. */
export function documentTitle(page: string | undefined, site: string | undefined): string {
  if (page && site && page !== site) return `${page} - ${site}`;
  return page || site || '';
}

/**
 * The browser tab's title follows the page (in the player's language: the page passes its
 * translated title, so a change of language re-renders it), "<page> - <site>" on every page
 * (docs/product-rules.md#languages). The hook subscribes to the site configuration, so a page
 * opened first (a deep link, before home asked for it) asks for it too; it is cached for the site.
 */
export function useDocumentTitle(page: string | undefined) {
  const { data } = platformApi.endpoints.getWebsiteBasicInfo.useQuery(undefined);
  const site = siteNameOf(data?.websiteBasicList);
  useEffect(() => {
    const title = documentTitle(page, site);
    if (title) document.title = title;
  }, [page, site]);
}
