import type { LanguageKey } from '@platform/i18n/languages';

/** Text people read, in all 8 languages: the compiler refuses a seed that misses one. */
export type Translated<T = string> = Record<LanguageKey, T>;
