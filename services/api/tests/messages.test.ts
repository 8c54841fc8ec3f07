import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_KEYS } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCALES = join(ROOT, 'packages/i18n/locales');
const CONTRACT = join(ROOT, 'packages/api-client/src/contract');
const API_SRC = join(ROOT, 'services/api/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : path.endsWith('.ts') && !path.endsWith('.test.ts')
        ? [path]
        : [];
  });
}

function keysMatching(dir: string, pattern: RegExp): Set<string> {
  const keys = new Set<string>();
  for (const file of files(dir))
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1]!);
  return keys;
}

function lookup(lang: string, ns: string, key: string): unknown {
  const data = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      data,
    );
}

describe('server messages exist in all 8 languages', () => {
  it('every rule key of the contract has a validation message', () => {
    const keys = keysMatching(CONTRACT, /(?:error|message): '([A-Za-z]+\.[A-Za-z.]+)'/g);
    expect(keys.size).toBeGreaterThan(30);
    const missing = [...keys].flatMap((key) =>
      LANGUAGE_KEYS.filter((lng) => typeof lookup(lng, 'validation', key) !== 'string').map(
        (lng) => `${lng}:${key}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('every error key the API throws has a message', () => {
    const keys = keysMatching(API_SRC, /DomainError\(\s*'[a-zA-Z]+',\s*'([a-zA-Z]+)'/g);
    for (const builtIn of ['success', 'notFound', 'serverError', 'invalidRequest'])
      keys.add(builtIn);
    const missing = [...keys].flatMap((key) =>
      LANGUAGE_KEYS.filter((lng) => typeof lookup(lng, 'errors', key) !== 'string').map(
        (lng) => `${lng}:${key}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('validation keys the API adds itself, and the SMS/e-mail texts, exist', () => {
    const keys = keysMatching(API_SRC, /invalidInput\('([A-Za-z.]+)'/g);
    for (const key of keys)
      for (const lng of LANGUAGE_KEYS)
        expect(lookup(lng, 'validation', key), `${lng}:${key}`).toEqual(expect.any(String));
    for (const lng of LANGUAGE_KEYS) {
      for (const key of ['sms.body', 'email.subject', 'email.body']) {
        expect(lookup(lng, 'server', key), `${lng}:${key}`).toEqual(expect.stringContaining('{{'));
      }
    }
  });

  it('each language file has the same keys as English and really differs from it', () => {
    const flatten = (node: unknown, prefix = ''): Record<string, string> =>
      Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>(
        (out, [k, v]) => {
          const key = prefix ? `${prefix}.${k}` : k;
          return typeof v === 'string' ? { ...out, [key]: v } : { ...out, ...flatten(v, key) };
        },
        {},
      );
    for (const ns of ['errors', 'validation', 'server']) {
      const en = flatten(JSON.parse(readFileSync(join(LOCALES, 'en', `${ns}.json`), 'utf8')));
      for (const lng of LANGUAGE_KEYS) {
        const other = flatten(JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')));
        expect(Object.keys(other).sort(), `${lng}/${ns}.json`).toEqual(Object.keys(en).sort());
        if (lng === 'en') continue;
        const same = Object.keys(en).filter(
          (k) =>
            en[k] === other[k] &&
            /[a-z]{4}/.test(
              en[k]!.replace(
                /\{\{\w+\}\}|StarPlay|SMS|captcha|username|e-mail|password|code|account|invite|setting|page|security|verification|turnover/gi,
                '',
              ),
            ),
        );
        expect(same, `${lng}/${ns}.json copies English`).toEqual([]);
      }
    }
  });
});
