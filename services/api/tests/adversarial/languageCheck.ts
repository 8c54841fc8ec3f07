import { LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { serverI18n } from '@platform/i18n/server';

const SERVER_NAMESPACES = ['errors', 'validation', 'server'] as const;

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** A message as a pattern: its text exact, each `{{placeholder}}` any text. */
function pattern(message: string): RegExp {
  const parts = message.split(/\{\{[^}]+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

const byLanguage = new Map<LanguageKey, { exact: Set<string>; patterns: RegExp[] }>();

function messagesOf(lang: LanguageKey) {
  let entry = byLanguage.get(lang);
  if (!entry) {
    const i18n = serverI18n();
    const all = SERVER_NAMESPACES.flatMap((ns) => strings(i18n.getResourceBundle(lang, ns)));
    entry = {
      exact: new Set(all),
      patterns: all.filter((m) => m.includes('{{')).map(pattern),
    };
    byLanguage.set(lang, entry);
  }
  return entry;
}

/** The language key of a `lang` header code 1-8. */
export function languageKey(code: number): LanguageKey {
  const language = LANGUAGES.find((l) => l.code === code);
  if (!language) throw new Error(`no language ${code}`);
  return language.key;
}

/**
 * Whether `msg` is one of the server's messages in that language, after interpolation: an
 * English fallback, a raw key or a library's own text in a Thai answer is not.
 */
export function isMessageIn(code: number, msg: string): boolean {
  const { exact, patterns } = messagesOf(languageKey(code));
  return exact.has(msg) || patterns.some((p) => p.test(msg));
}
