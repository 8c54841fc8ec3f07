import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integrityOf, publishBuild, publishEntryVariant } from './publish';
import { FolderStore } from './store';

let root: string;
let dist: string;
let store: FolderStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'publish-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'static', 'js'), { recursive: true });
  await writeFile(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'static/js/wallet.js' } } }),
  );
  await writeFile(join(dist, 'static', 'js', 'wallet.js'), 'var wallet = 1;\n');
  await writeFile(join(dist, 'static', 'js', 'wallet.js.br'), 'old compressed copy');
  store = new FolderStore(join(root, 'store'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('publishing', () => {
  it('names a build by semver and content hash; the same build twice is one version', async () => {
    const first = await publishBuild(store, { app: 'wallet', dist, semver: '1.0.0', commit: 'c1' });
    const again = await publishBuild(store, { app: 'wallet', dist, semver: '1.0.0', commit: 'c2' });

    expect(first.result).toBe('published');
    expect(again).toMatchObject({ result: 'exists', record: { version: first.record.version } });
    expect(first.record.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(first.record.integrity).toBe(await integrityOf(join(dist, 'static/js/wallet.js')));
  });

  it('makes a new version from a published one with its entry changed, leaving the source as it was', async () => {
    const { record: source } = await publishBuild(store, {
      app: 'wallet',
      dist,
      semver: '1.0.0',
      commit: 'c1',
    });

    const variant = await publishEntryVariant(store, 'wallet', source.version, (c) => `x;${c}`, {
      semver: '1.0.1',
      commit: 'test',
    });

    const entry = join(store.pathOf('wallet', variant.version), variant.entry);
    expect(variant.version).not.toBe(source.version);
    expect(await readFile(entry, 'utf8')).toBe('x;var wallet = 1;\n');
    expect(existsSync(`${entry}.br`)).toBe(false);
    expect(variant.integrity).toBe(await integrityOf(entry));
    expect(await readFile(join(store.pathOf('wallet', source.version), source.entry), 'utf8')).toBe(
      'var wallet = 1;\n',
    );
  });
});
