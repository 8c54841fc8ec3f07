import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@platform/api-client/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { ROUTES, TABS, type TabKey } from '@platform/routes';
import { PICK_LANGUAGE, escapeHtml, scriptJson } from './pageLanguage';

/**
 * What the shell's HTML skeleton of home needs to paint before any script (docs/architecture.md#composition-and-rollout):
 * for every language the words the real home shows first (the navigation bar's title, the language
 * picker's name, the five tab labels and the tab bar's name, from the same locale files React then uses, so no text
 * changes when the app mounts), and home's path, so the inline script knows when the first route
 * is another page. Computed at build time and handed to apps/shell/index.html as template
 * parameters.
 */
const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');

export interface SkeletonTexts {
  /** `<html lang>` for this language. */
  bcp47: string;
  /** The language's code on the wire (the `lang` header every call sends). */
  code: number;
  /** The home navigation bar's title (before the site's name arrives). */
  title: string;
  /** The language picker's label: the language's own name. */
  language: string;
  /** The tab bar's name (its navigation landmark's label). */
  navigation: string;
  /** The tab bar's labels, in the tab bar's order. */
  tabs: Record<TabKey, string>;
}

function shellLocale(key: LanguageKey): {
  tabs: Record<TabKey, string> & { label: string };
  home: { title: string };
} {
  return JSON.parse(readFileSync(`${LOCALES}/${key}/shell.json`, 'utf8'));
}

export function skeletonTexts(): Record<LanguageKey, SkeletonTexts> {
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const locale = shellLocale(l.key);
      const tabs = Object.fromEntries(TABS.map((t) => [t.tab, locale.tabs[t.tab]])) as Record<
        TabKey,
        string
      >;
      return [
        l.key,
        {
          bcp47: l.bcp47,
          code: l.code,
          title: locale.home.title,
          language: l.nativeName,
          navigation: locale.tabs.label,
          tabs,
        },
      ];
    }),
  ) as Record<LanguageKey, SkeletonTexts>;
}

/**
 * The template's parameters: `skeleton` holds the default language's texts, HTML-escaped, written
 * into the markup (what a page without JavaScript shows); `skeletonData` is the JSON the inline
 * script reads to pick the player's language, safe inside a `<script>`.
 */
export function shellSkeletonParameters() {
  const texts = skeletonTexts();
  const fallback = texts[DEFAULT_LANGUAGE];
  const data = {
    home: ROUTES.homeIndex.path,
    // Home's banner slides, asked for by the HTML itself (the API behind the site's origin).
    slides: `./web/${endpoints.getSilde.path}`,
    fallback: DEFAULT_LANGUAGE,
    languages: texts,
  };
  return {
    skeleton: {
      lang: fallback.bcp47,
      title: escapeHtml(fallback.title),
      language: escapeHtml(fallback.language),
      navigation: escapeHtml(fallback.navigation),
      tabs: Object.fromEntries(
        Object.entries(fallback.tabs).map(([tab, label]) => [tab, escapeHtml(label)]),
      ) as Record<TabKey, string>,
      homePath: scriptJson(ROUTES.homeIndex.path),
    },
    skeletonData: scriptJson(data),
    pickLanguage: PICK_LANGUAGE,
  };
}
