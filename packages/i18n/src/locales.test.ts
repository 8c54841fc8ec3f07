import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS } from './languages';

/**
 * Every namespace file of English (the source language) must exist in every other language with
 * exactly the same keys, no empty values, the same {{placeholders}} per key, and really translated
 * values (an untranslated copy of the English file shows up as many values equal to English).
 */

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));
const SOURCE = 'en';
const OTHERS = LANGUAGE_KEYS.filter((l) => l !== SOURCE);
/** Values this short (VIP, OK, …) may legitimately read the same in every language. */
const MAX_SHORT_LENGTH = 3;
const MAX_IDENTICAL_SHARE = 0.1;

type Leaves = Map<string, unknown>;

const namespaces = readdirSync(join(LOCALES_DIR, SOURCE))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

function readJson(language: string, namespace: string): unknown {
  const file = join(LOCALES_DIR, language, `${namespace}.json`);
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(
      `${language}/${namespace}.json is not valid JSON: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

/** Flattens nested objects (and arrays) into dotted key paths → leaf values. */
function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const source = new Map(namespaces.map((ns) => [ns, leaves(readJson(SOURCE, ns))]));

describe('locale files', () => {
  it('has English namespace files to compare against', () => {
    expect(namespaces).toContain('common');
  });

  it.each(namespaces)('en/%s.json has no empty values', (ns) => {
    const empty = [...source.get(ns)!]
      .filter(([, v]) => typeof v === 'string' && v.trim() === '')
      .map(([k]) => k);
    expect(empty, `empty values in en/${ns}.json`).toEqual([]);
  });

  describe.each(OTHERS)('%s', (language) => {
    describe.each(namespaces)(`${language}/%s.json`, (ns) => {
      const en = source.get(ns)!;
      const file = join(LOCALES_DIR, language, `${ns}.json`);
      const load = () => leaves(readJson(language, ns));

      it('exists', () => {
        expect(existsSync(file), `${language}/${ns}.json is missing`).toBe(true);
      });

      it('has exactly the English keys', () => {
        if (!existsSync(file)) return;
        const own = load();
        const missing = [...en.keys()].filter((k) => !own.has(k));
        const extra = [...own.keys()].filter((k) => !en.has(k));
        expect(
          { missing, extra },
          `keys of ${language}/${ns}.json differ from en/${ns}.json`,
        ).toEqual({
          missing: [],
          extra: [],
        });
      });

      it('has no empty values', () => {
        if (!existsSync(file)) return;
        const empty = [...load()]
          .filter(([, v]) => typeof v === 'string' && v.trim() === '')
          .map(([k]) => k);
        expect(empty, `empty values in ${language}/${ns}.json`).toEqual([]);
      });

      it('keeps the English {{placeholders}} per key', () => {
        if (!existsSync(file)) return;
        const mismatched = [...load()]
          .filter(([k]) => en.has(k))
          .filter(([k, v]) => placeholders(v).join('|') !== placeholders(en.get(k)).join('|'))
          .map(([k, v]) => `${k}: en ${JSON.stringify(en.get(k))} vs ${JSON.stringify(v)}`);
        expect(mismatched, `placeholders differ in ${language}/${ns}.json`).toEqual([]);
      });
    });

    it(`translates (fewer than ${MAX_IDENTICAL_SHARE * 100}% of values equal to English)`, () => {
      let compared = 0;
      const identical: string[] = [];
      for (const ns of namespaces) {
        if (!existsSync(join(LOCALES_DIR, language, `${ns}.json`))) continue;
        const own = leaves(readJson(language, ns));
        for (const [key, enValue] of source.get(ns)!) {
          if (
            typeof enValue !== 'string' ||
            enValue.trim().length <= MAX_SHORT_LENGTH ||
            !own.has(key)
          )
            continue;
          compared += 1;
          if (own.get(key) === enValue) identical.push(`${ns}:${key} = ${JSON.stringify(enValue)}`);
        }
      }
      const share = compared === 0 ? 0 : identical.length / compared;
      expect(
        share,
        `${identical.length} of ${compared} values in ${language} are identical to English:\n${identical.join('\n')}`,
      ).toBeLessThan(MAX_IDENTICAL_SHARE);
    });
  });
});
