import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS } from './languages';

/**
 * A term the player meets on several pages is one word per language (docs/product-rules.md#languages):
 * the keys below each name the term as a whole label, and in every language they must read the same.
 * A page that shows one of these terms on its own uses one of these keys, or adds its key here.
 */
const TERMS: Record<string, readonly (readonly [namespace: string, key: string])[]> = {
  centralWallet: [
    ['account', 'my.balance.central'],
    ['wallet', 'wallets.central'],
  ],
  lockWallet: [
    ['account', 'my.balance.lock'],
    ['wallet', 'wallets.lock'],
  ],
  welfareCentre: [
    ['account', 'my.balance.welfare'],
    ['wallet', 'wallets.welfare'],
  ],
  paymentPassword: [
    ['account', 'settings.row.payPassword'],
    ['wallet', 'cards.field.payPassword'],
  ],
};

function label(language: string, namespace: string, key: string): unknown {
  const file = fileURLToPath(new URL(`../locales/${language}/${namespace}.json`, import.meta.url));
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      data,
    );
}

describe('each term is one word per language', () => {
  for (const [term, places] of Object.entries(TERMS)) {
    it.each(LANGUAGE_KEYS)(`${term} in %s`, (language) => {
      const labels = places.map(([namespace, key]) => ({
        place: `${namespace}:${key}`,
        text: label(language, namespace, key),
      }));
      for (const { place, text } of labels)
        expect(text, `${language} ${place}`).toEqual(expect.any(String));
      expect(new Set(labels.map((l) => l.text)).size, JSON.stringify(labels)).toBe(1);
    });
  }
});
