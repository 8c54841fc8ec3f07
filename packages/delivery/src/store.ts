import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the store keeps beside a version's files (docs/architecture.md#delivery). */
export interface PublishedVersion {
  app: string;
  /** `<semver>-<content hash>`: the same build always gets the same name. */
  version: string;
  semver: string;
  commit: string;
  contentHash: string;
  /** The entry's path inside the version: the remote entry script, or the shell's page. */
  entry: string;
  /** Subresource integrity of the entry (`sha384-…`). */
  integrity: string;
  publishedAt: string;
}

/**
 * Where published versions live: immutable folders `<app>/<version>/`, each with its record. A
 * folder on this machine by default (served by the site server under /deploy/); an object store or
 * a CDN origin in production implements the same four calls.
 */
export interface DeploymentStore {
  /** Copies a build in as a new version; a version already there is left as it is. */
  put(record: PublishedVersion, files: string): Promise<'published' | 'exists'>;
  get(app: string, version: string): Promise<PublishedVersion | null>;
  list(app?: string): Promise<PublishedVersion[]>;
  /** The folder that holds a version's files, for a server that serves them. */
  pathOf(app: string, version: string): string;
}

const RECORD = 'release.json';
const VERSION_NAME = /^[0-9A-Za-z.+_-]+$/;

export class FolderStore implements DeploymentStore {
  constructor(readonly root: string) {}

  pathOf(app: string, version: string): string {
    if (!VERSION_NAME.test(app) || !VERSION_NAME.test(version))
      throw new Error(`not a version name: ${app}/${version}`);
    return join(this.root, app, version);
  }

  async put(record: PublishedVersion, files: string): Promise<'published' | 'exists'> {
    const target = this.pathOf(record.app, record.version);
    if (existsSync(join(target, RECORD))) return 'exists';
    // Copied beside, then renamed: a reader never sees half a version.
    const staging = `${target}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(join(this.root, record.app), { recursive: true });
    await cp(files, staging, { recursive: true });
    await writeFile(join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`);
    try {
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (existsSync(join(target, RECORD))) return 'exists';
      throw error;
    }
    return 'published';
  }

  async get(app: string, version: string): Promise<PublishedVersion | null> {
    try {
      return JSON.parse(
        await readFile(join(this.pathOf(app, version), RECORD), 'utf8'),
      ) as PublishedVersion;
    } catch {
      return null;
    }
  }

  async list(app?: string): Promise<PublishedVersion[]> {
    if (!existsSync(this.root)) return [];
    const apps = app ? [app] : await readdir(this.root);
    const records: PublishedVersion[] = [];
    for (const name of apps) {
      const dir = join(this.root, name);
      if (!existsSync(dir)) continue;
      for (const version of await readdir(dir)) {
        if (version.includes('.staging-')) continue;
        const record = await this.get(name, version);
        if (record) records.push(record);
      }
    }
    return records.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  }
}
