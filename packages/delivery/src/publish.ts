import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { versionName } from './discovery';
import type { DeploymentStore, PublishedVersion } from './store';

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** A build's content hash: every file's path and bytes, in path order (10 hex digits). */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Subresource integrity of a file, as a browser checks it. */
export async function integrityOf(file: string): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await readFile(file))
    .digest('base64')}`;
}

/**
 * The file the shell loads first: an area's remote entry (named in its federation manifest), the
 * shell's page.
 */
export async function entryOf(app: string, dist: string): Promise<string> {
  if (app === 'shell') return 'index.html';
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const { path, name } = manifest.metaData.remoteEntry;
  return path ? `${path.replace(/\/$/, '')}/${name}` : name;
}

export interface PublishOptions {
  app: string;
  dist: string;
  semver: string;
  commit: string;
  now?: Date;
}

/**
 * Publishes one app's build as an immutable version: named by its semver and content hash, with
 * the integrity of its entry. The same build published twice is one version.
 */
export async function publishBuild(
  store: DeploymentStore,
  { app, dist, semver, commit, now = new Date() }: PublishOptions,
): Promise<{ record: PublishedVersion; result: 'published' | 'exists' }> {
  const hash = await contentHash(dist);
  const version = versionName(semver, hash);
  const existing = await store.get(app, version);
  if (existing) return { record: existing, result: 'exists' };
  const entry = await entryOf(app, dist);
  const record: PublishedVersion = {
    app,
    version,
    semver,
    commit,
    contentHash: hash,
    entry,
    integrity: await integrityOf(join(dist, entry)),
    publishedAt: now.toISOString(),
  };
  const result = await store.put(record, dist);
  return {
    record: result === 'exists' ? ((await store.get(app, version)) ?? record) : record,
    result,
  };
}

/**
 * Publishes a new version made from a published one with its entry's code changed (`change`): the
 * delivery tests and the benchmark's stand-in for a new build. The entry's compressed copies are
 * dropped, or they would be served instead of the changed file.
 */
export async function publishEntryVariant(
  store: DeploymentStore,
  app: string,
  from: string,
  change: (code: string) => string,
  { semver, commit }: { semver: string; commit: string },
): Promise<PublishedVersion> {
  const source = await store.get(app, from);
  if (!source) throw new Error(`${app} ${from} is not in the store`);
  const dir = await mkdtemp(join(tmpdir(), `variant-${app}-`));
  try {
    await cp(store.pathOf(app, from), dir, { recursive: true });
    await rm(join(dir, 'release.json'));
    const entry = join(dir, source.entry);
    await rm(`${entry}.br`, { force: true });
    await rm(`${entry}.gz`, { force: true });
    await writeFile(entry, change(await readFile(entry, 'utf8')));
    return (await publishBuild(store, { app, dist: dir, semver, commit })).record;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
