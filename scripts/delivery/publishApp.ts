import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishBuild } from '@platform/delivery/publish';
import { FolderStore } from '@platform/delivery/store';
import { currentCommit } from './git';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The deployment store: DEPLOY_STORE, else `.data/deploy` (the API reads the same variable). */
export function deploymentStore(): FolderStore {
  return new FolderStore(process.env.DEPLOY_STORE ?? join(REPO_ROOT, '.data', 'deploy'));
}

/** An app's build to publish: `SITE_DIST_<APP>` (the version-skew run points it elsewhere), else its dist. */
export function distOf(app: string): string {
  return process.env[`SITE_DIST_${app.toUpperCase()}`] ?? join(REPO_ROOT, 'apps', app, 'dist');
}

/** Publishes an app's build as an immutable version (the same build twice is one version). */
export async function publishApp(store: FolderStore, app: string, dist = distOf(app)) {
  // The semver of the source the build came from (its app folder, beside its dist).
  const beside = join(dirname(dist), 'package.json');
  const manifest = existsSync(beside) ? beside : join(REPO_ROOT, 'apps', app, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return publishBuild(store, {
    app,
    dist,
    semver: version,
    commit: currentCommit(dirname(dist)),
  });
}
