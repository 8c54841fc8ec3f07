import { APPS } from '@platform/routes';

/**
 * The 8 languages (docs/product-rules.md#languages). `code` is the number the API speaks (langType
 * 1-8), `key` the short name (also the locale folder), `bcp47` what browsers and Intl understand.
 */
export const LANGUAGES = [
  { code: 1, key: 'zh', bcp47: 'zh-CN', nativeName: '简体中文' },
  { code: 2, key: 'hk', bcp47: 'zh-HK', nativeName: '繁體中文' },
  { code: 3, key: 'en', bcp47: 'en', nativeName: 'English' },
  { code: 4, key: 'th', bcp47: 'th', nativeName: 'ไทย' },
  { code: 5, key: 'vn', bcp47: 'vi', nativeName: 'Tiếng Việt' },
  { code: 6, key: 'pg', bcp47: 'pt', nativeName: 'Português' },
  { code: 7, key: 'fp', bcp47: 'fil', nativeName: 'Filipino' },
  { code: 8, key: 'md', bcp47: 'my', nativeName: 'မြန်မာ' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageKey = Language['key'];
export type LanguageCode = Language['code'];

export const LANGUAGE_KEYS = LANGUAGES.map((l) => l.key) as LanguageKey[];
export const DEFAULT_LANGUAGE: LanguageKey = 'zh';

/** Namespaces: the shared ones, then one per app (the shell and each area owns its own files). */
export const NAMESPACES = ['common', 'validation', 'errors', ...APPS] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function languageByCode(code: number | string | undefined | null): Language | undefined {
  const n = typeof code === 'string' ? Number(code) : code;
  return LANGUAGES.find((l) => l.code === n);
}

export function languageByKey(key: string | undefined | null): Language | undefined {
  return LANGUAGES.find((l) => l.key === key);
}

/** Best language for a BCP 47 list such as navigator.languages or Accept-Language. */
export function languageFromBcp47(tags: readonly string[]): Language | undefined {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    if (tag === 'zh-hk' || tag === 'zh-tw' || tag === 'zh-mo' || tag.startsWith('zh-hant'))
      return LANGUAGES[1];
    const exact = LANGUAGES.find((l) => l.bcp47.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const byPrimary = LANGUAGES.find(
      (l) =>
        l.bcp47.split('-')[0]!.toLowerCase() === primary || (primary === 'tl' && l.key === 'fp'),
    );
    if (byPrimary) return byPrimary;
  }
  return undefined;
}
