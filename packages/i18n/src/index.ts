import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  languageByKey,
  languageFromBcp47,
  type Language,
  type LanguageKey,
  type Namespace,
} from './languages';
import { addNumberFormats } from './formats';

export * from './languages';
export { setDisplayCurrency } from './formats';

const STORAGE_KEY = 'langTypVal';

/** The language the player chose last (persisted), else the browser's, else simplified Chinese. */
export function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  const fromStore = stored ? languageByKey(stored) : undefined;
  return (
    fromStore ??
    languageFromBcp47(globalThis.navigator?.languages ?? []) ??
    languageByKey(DEFAULT_LANGUAGE)!
  );
}

export function persistLanguage(key: LanguageKey) {
  globalThis.localStorage?.setItem(STORAGE_KEY, key);
}

/**
 * Starts the one i18next instance (shared as a singleton across the shell and every area). Each
 * namespace's file per language is its own small chunk, loaded on first use.
 */
export async function initI18n(language: LanguageKey, namespaces: Namespace[]): Promise<I18n> {
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (lng: string, ns: string) =>
          import(/* webpackChunkName: "i18n-[request]" */ `../locales/${lng}/${ns}.json`),
      ),
    )
    .init({
      lng: language,
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  addNumberFormats(i18next);
  return i18next;
}

export { i18next };

// The i18n libraries as the app sees them: this package is the only one that imports i18next and
// react-i18next, and is shared as one singleton built with only what is listed here
// (docs/architecture.md#shared-libraries).
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { I18n };
export type { TFunction } from 'i18next';
