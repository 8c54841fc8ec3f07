import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionName } from '@platform/delivery';
import { FolderStore, type PublishedVersion } from '@platform/delivery/store';

/**
 * A deployment store in a temporary folder with fake published versions (a small entry file and
 * its release.json), for the release tests (docs/product-rules.md#delivery).
 */
export interface FakeStore {
  root: string;
  store: FolderStore;
  /** Publishes `<semver>-<hash>` of `app` at `publishedAt`; answers its record. */
  publish(app: string, semver: string, publishedAt: string): Promise<PublishedVersion>;
  /** Empties the store (between tests). */
  clear(): void;
  remove(): void;
}

export function fakeStore(): FakeStore {
  const root = mkdtempSync(join(tmpdir(), 'releases-store-'));
  const store = new FolderStore(root);
  let n = 0;
  return {
    root,
    store,
    async publish(app, semver, publishedAt) {
      n += 1;
      const entry = app === 'shell' ? 'index.html' : 'remoteEntry.js';
      const body = `{"app":"${app}","semver":"${semver}","n":${n}}`;
      const contentHash = createHash('sha256').update(body).digest('hex').slice(0, 10);
      const files = join(root, `.build-${n}`);
      mkdirSync(files, { recursive: true });
      writeFileSync(join(files, entry), body);
      const record: PublishedVersion = {
        app,
        version: versionName(semver, contentHash),
        semver,
        commit: `c0ffee${n}`,
        contentHash,
        entry,
        integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
        publishedAt,
      };
      await store.put(record, files);
      rmSync(files, { recursive: true, force: true });
      return record;
    },
    clear() {
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
