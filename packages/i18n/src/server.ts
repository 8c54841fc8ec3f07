import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { addNumberFormats } from './formats';
import { DEFAULT_LANGUAGE, LANGUAGE_KEYS, type LanguageKey } from './languages';

const SERVER_NAMESPACES = ['errors', 'validation', 'server'] as const;

function loadResources() {
  const resources: Resource = {};
  for (const lng of LANGUAGE_KEYS) {
    resources[lng] = {};
    for (const ns of SERVER_NAMESPACES) {
      const url = new URL(`../locales/${lng}/${ns}.json`, import.meta.url);
      try {
        resources[lng][ns] = JSON.parse(readFileSync(fileURLToPath(url), 'utf8'));
      } catch {
        resources[lng][ns] = {};
      }
    }
  }
  return resources;
}

let instance: I18n | undefined;

/** The server's translator: the same resource files as the app, loaded once, synchronously. */
export function serverI18n(): I18n {
  if (!instance) {
    instance = createInstance();
    void instance.init({
      resources: loadResources(),
      lng: DEFAULT_LANGUAGE,
      fallbackLng: 'en',
      ns: [...SERVER_NAMESPACES],
      defaultNS: 'errors',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    addNumberFormats(instance);
  }
  return instance;
}

/** Translates `ns:key` (or an `errors` key) into one language. */
export function translate(lng: LanguageKey, key: string, params?: Record<string, unknown>): string {
  return serverI18n().getFixedT(lng)(key, params ?? {});
}
