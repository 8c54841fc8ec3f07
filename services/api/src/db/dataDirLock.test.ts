import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirHolder, lockDataDir } from './dataDirLock';

describe('the PGlite data folder lock', () => {
  const base = mkdtempSync(join(tmpdir(), 'lock-'));
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('is taken on a fresh clone, where the parent folder does not exist yet', () => {
    const dataDir = join(base, 'fresh', '.data', 'pglite');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('names no holder when the lock is our own', () => {
    const dataDir = join(base, 'own', 'pglite');
    const release = lockDataDir(dataDir);
    expect(dataDirHolder(dataDir)).toBeNull();
    release();
  });
});
