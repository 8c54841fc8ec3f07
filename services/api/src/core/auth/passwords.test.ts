import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT,
  scryptParamsFor,
  TEST_SCRYPT,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
  });

  it("hashes at OWASP's N=2^17, r=8, p=1 in every mode but test", () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptParamsFor('production')).toEqual(OWASP_SCRYPT);
    expect(scryptParamsFor('development')).toEqual(OWASP_SCRYPT);
    expect(scryptParamsFor('test')).toEqual(TEST_SCRYPT);
  });

  it('hashes and verifies at N=2^17 (its 128 MiB fit within maxmem)', async () => {
    const hash = await hashPassword('secret123', OWASP_SCRYPT);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(needsRehash(hash, OWASP_SCRYPT)).toBe(false);
  });

  it('asks for a new hash when the stored one is below the current cost', async () => {
    const old = await hashPassword('secret123', { N: 1024, r: 8, p: 1 });
    expect(needsRehash(old, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(old, { N: 1024, r: 8, p: 1 })).toBe(false);
    expect(await verifyPassword('secret123', old)).toBe(true);
  });

  it('refuses a stored hash naming an absurd cost without running it', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});
