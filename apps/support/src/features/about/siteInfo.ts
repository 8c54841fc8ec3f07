/**
 * Site configuration keys (getWebsiteBasicInfo) the about page shows; seeded in
 * api/seeds/siteInfo.ts. Not `description`: it is the search engines' text in one language, and
 * the page's own translated paragraph says who we are.
 */
export const ABOUT_SITE_KEYS = ['siteName', 'serviceEmail', 'copyright'] as const;
export type AboutSiteKey = (typeof ABOUT_SITE_KEYS)[number];

/** The about page's site values, each trimmed; a key the configuration lacks or leaves empty is absent. */
export function aboutSiteInfo(
  websiteBasicList: readonly { configKey: string; configValue: string }[] | undefined,
): Partial<Record<AboutSiteKey, string>> {
  const info: Partial<Record<AboutSiteKey, string>> = {};
  for (const key of ABOUT_SITE_KEYS) {
    const value = websiteBasicList?.find((entry) => entry.configKey === key)?.configValue.trim();
    if (value) info[key] = value;
  }
  return info;
}
