import { DEFAULT_LANGUAGE, type LanguageKey } from '@platform/i18n/languages';

/** Text people read, in all 8 languages: the compiler refuses a seed that misses one. */
export type Translated<T = string> = Record<LanguageKey, T>;

/** A translated map's text in the language, English when missing. */
export function inLanguage(map: Partial<Translated>, lang: LanguageKey): string {
  return map[lang] ?? map[DEFAULT_LANGUAGE] ?? map.en ?? '';
}
