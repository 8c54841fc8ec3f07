import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  digitViolations,
  glossaryViolations,
  punctuationViolations,
  readGlossary,
  type PlacedText,
} from '@platform/i18n/glossary';
import { LANGUAGE_KEYS, type LanguageKey } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';

/**
 * The seeded text (offers, help articles, dictionaries, VIP levels…) uses each language's glossary
 * term, as the UI does (docs/product-rules.md#languages): a player reads one word for one thing
 * whether it comes from a page or from the database.
 */

const SEEDS = fileURLToPath(new URL('.', import.meta.url));

function isTranslated(value: object): value is Record<LanguageKey, unknown> {
  const keys = Object.keys(value);
  return keys.length === LANGUAGE_KEYS.length && LANGUAGE_KEYS.every((k) => keys.includes(k));
}

/** Every translated text in every seed module, per language, with where it is. */
async function seededTexts(): Promise<Map<LanguageKey, PlacedText[]>> {
  const out = new Map<LanguageKey, PlacedText[]>(LANGUAGE_KEYS.map((k) => [k, []]));
  const files = readdirSync(SEEDS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(`./${file}`)) as Record<string, unknown>;
    const seen = new Set<object>();
    const walk = (value: unknown, path: string) => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      seen.add(value);
      if (isTranslated(value)) {
        // A language's text is a string, or an object of strings (a notice's title and content).
        for (const language of LANGUAGE_KEYS) {
          const add = (text: unknown, place: string) => {
            if (typeof text === 'string') out.get(language)!.push({ place: `seed:${place}`, text });
            else if (text && typeof text === 'object')
              for (const [key, child] of Object.entries(text)) add(child, `${place}.${key}`);
          };
          add(value[language], path);
        }
        return;
      }
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    for (const [name, value] of Object.entries(module)) walk(value, `${file}:${name}`);
  }
  return out;
}

const texts = await seededTexts();

describe('the seeded text', () => {
  it('is found (the walk reaches the help articles and the offers)', () => {
    const places = texts.get('en')!.map((t) => t.place);
    expect(places.some((p) => p.startsWith('seed:helpArticles.ts:'))).toBe(true);
    expect(places.some((p) => p.startsWith('seed:activities.ts:'))).toBe(true);
    expect(places.some((p) => p.startsWith('seed:notices.ts:'))).toBe(true);
    expect(places.some((p) => p.startsWith('seed:registerTerms.ts:'))).toBe(true);
  });

  it.each(LANGUAGE_KEYS)('uses the %s glossary terms, never their variants', (language) => {
    expect(glossaryViolations(language, readGlossary(language), texts.get(language)!)).toEqual([]);
  });

  it.each(LANGUAGE_KEYS)(
    'writes figures in 0-9 only in the %s text (no Burmese digits)',
    (language) => {
      expect(digitViolations(language, texts.get(language)!)).toEqual([]);
    },
  );

  it.each(LANGUAGE_KEYS)('is punctuated full-width where it is Chinese (%s)', (language) => {
    expect(punctuationViolations(language, texts.get(language)!)).toEqual([]);
  });
});
