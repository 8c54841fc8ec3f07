import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const apiRoot = join(import.meta.dirname, '..');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('test files that replace a module', () => {
  it('are named *.isolated.test.ts, so they run in a module graph of their own', () => {
    // The main suite shares loaded modules between files (vitest.config.ts): there a vi.mock
    // would not replace a module another file loaded first, and the test would check nothing.
    const mocking = [...testFiles(join(apiRoot, 'src')), ...testFiles(join(apiRoot, 'tests'))]
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => file !== import.meta.filename)
      .map((file) => relative(apiRoot, file));
    expect(mocking.filter((file) => !file.endsWith('.isolated.test.ts'))).toEqual([]);
    expect(mocking).toContain('tests/supportDeskSecurity.isolated.test.ts');
  });
});
