import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseKeyRing } from './keyRing';
import { hashSecret, secretMatches } from './secrets';
import { blindIndex, installKeyRing, isSealed, open, rewrap, seal } from './vault';

const key = () => randomBytes(32).toString('base64');

describe('the vault', () => {
  const a = key();
  const b = key();
  const index = key();

  it('seals each value under its own data key and opens it again', () => {
    installKeyRing(parseKeyRing(`a:${a}`, index));
    const one = seal('users.mobile', '13812345678');
    const two = seal('users.mobile', '13812345678');
    expect(one).not.toBe(two);
    expect(one).not.toContain('13812345678');
    expect(isSealed(one)).toBe(true);
    expect(isSealed('13812345678')).toBe(false);
    expect(open('users.mobile', one)).toBe('13812345678');
    expect(open('users.mobile', two)).toBe('13812345678');
  });

  it('refuses a value moved to another column, or edited', () => {
    installKeyRing(parseKeyRing(`a:${a}`, index));
    const sealed = seal('users.mobile', '13812345678');
    expect(() => open('users.email', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[5]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[5] = body.toString('base64url');
    expect(() => open('users.mobile', parts.join('.'))).toThrow();
  });

  it('re-wraps under the current key without changing the ciphertext, then opens without the old key', () => {
    installKeyRing(parseKeyRing(`a:${a}`, index));
    const old = seal('user_bank_cards.card_number', '6222020202020202');
    installKeyRing(parseKeyRing(`b:${b},a:${a}`, index));
    expect(open('user_bank_cards.card_number', old)).toBe('6222020202020202');
    const moved = rewrap('user_bank_cards.card_number', old)!;
    expect(moved.split('.')[1]).toBe('b');
    expect(moved.split('.').slice(4)).toEqual(old.split('.').slice(4));
    expect(rewrap('user_bank_cards.card_number', moved)).toBeNull();
    installKeyRing(parseKeyRing(`b:${b}`, index));
    expect(open('user_bank_cards.card_number', moved)).toBe('6222020202020202');
    expect(() => open('user_bank_cards.card_number', old)).toThrow(/lacks/);
  });

  it('indexes the normalised value under the index key, scoped by kind', () => {
    installKeyRing(parseKeyRing(`a:${a}`, index));
    expect(blindIndex('email', 'Ann@Example.com ')).toBe(blindIndex('email', 'ann@example.com'));
    expect(blindIndex('card', '6222 0202 0202 0202')).toBe(blindIndex('card', '6222020202020202'));
    expect(blindIndex('blockchain', 'ERC20:0xABCdef')).toBe(
      blindIndex('blockchain', 'ERC20:0xabcdef'),
    );
    expect(blindIndex('blockchain', 'TRC20:TAbc')).not.toBe(blindIndex('blockchain', 'TRC20:Tabc'));
    expect(blindIndex('mobile', '13812345678')).not.toBe(blindIndex('card', '13812345678'));
    const before = blindIndex('mobile', '13812345678');
    installKeyRing(parseKeyRing(`a:${a}`, key()));
    expect(blindIndex('mobile', '13812345678')).not.toBe(before);
  });

  it('hashes codes with a salt and compares them', () => {
    installKeyRing(parseKeyRing(`a:${a}`, index));
    const stored = hashSecret('code', '123456');
    expect(stored).not.toContain('123456');
    expect(hashSecret('code', '123456')).not.toBe(stored);
    expect(secretMatches('code', stored, '123456')).toBe(true);
    expect(secretMatches('code', stored, '123457')).toBe(false);
    expect(secretMatches('captcha', stored, '123456')).toBe(false);
  });

  it('reads a key ring and refuses malformed keys', () => {
    expect(parseKeyRing(`new:${a}, old:${b}`, index).currentId).toBe('new');
    expect(() => parseKeyRing('a:short', index)).toThrow(/32 random bytes/);
    expect(() => parseKeyRing(`a.b:${a}`, index)).toThrow(/id:base64key/);
    expect(() => parseKeyRing(`a:${a},a:${b}`, index)).toThrow(/twice/);
    expect(() => parseKeyRing(`a:${a}`, a)).toThrow(/differ/);
  });
});
