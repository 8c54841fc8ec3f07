// Which apps a change touches, so that only those rebuild and retest
// (docs/decisions.md#delivery-version-skew-and-affected-areas). Node only: it reads package.json files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A workspace package: its name, its folder (relative to the root, `/`-separated), its workspace dependencies. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  workspaceDependencies: string[];
}

export interface Workspace {
  /** The apps by their folder's name (`apps/<app>`), each with its package name. */
  apps: Record<string, string>;
  packages: WorkspacePackage[];
}

/** Inputs of every app's build: the lockfile, the workspace list, the root compiler options. */
export const EVERY_APP_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];
/** The build configuration every app's rsbuild config calls. */
export const BUILD_CONFIG_DIR = 'packages/build-config';

const WORKSPACE_FOLDERS = ['apps', 'packages'];

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function workspaceDependencies(pkg: PackageJson): string[] {
  return Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter(([, range]) => range.startsWith('workspace:'))
    .map(([name]) => name)
    .sort();
}

/** Reads the apps and packages of the workspace at `root` from their package.json files. */
export function readWorkspace(root: string): Workspace {
  const packages: WorkspacePackage[] = [];
  const apps: Record<string, string> = {};
  for (const folder of WORKSPACE_FOLDERS) {
    const parent = join(root, folder);
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const manifest = join(parent, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
      const name = pkg.name ?? entry.name;
      packages.push({
        name,
        dir: `${folder}/${entry.name}`,
        workspaceDependencies: workspaceDependencies(pkg),
      });
      if (folder === 'apps') apps[entry.name] = name;
    }
  }
  return { apps, packages };
}

function isIn(file: string, dir: string): boolean {
  return file === dir || file.startsWith(`${dir}/`);
}

/** The folders an app's build reads: its own and those of every workspace package it depends on, transitively. */
export function appInputs(app: string, workspace: Workspace): string[] {
  const byName = new Map(workspace.packages.map((pkg) => [pkg.name, pkg]));
  const start = byName.get(workspace.apps[app] ?? app);
  if (!start) throw new Error(`no app ${app} in the workspace`);
  const seen = new Set<string>();
  const queue = [start];
  for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
    if (seen.has(pkg.dir)) continue;
    seen.add(pkg.dir);
    for (const dependency of pkg.workspaceDependencies) {
      const next = byName.get(dependency);
      if (next) queue.push(next);
    }
  }
  return [...seen].sort();
}

/**
 * The apps a set of changed files (paths relative to the root, `/`-separated) touches: a file in
 * the app's folder or in a workspace package of its dependency closure; a change to the lockfile,
 * the workspace list, the root compiler options or the build configuration touches every app.
 */
export function affectedApps(changedFiles: readonly string[], workspace: Workspace): string[] {
  const apps = Object.keys(workspace.apps).sort();
  const everyApp = changedFiles.some(
    (file) => EVERY_APP_INPUTS.includes(file) || isIn(file, BUILD_CONFIG_DIR),
  );
  if (everyApp) return apps;
  return apps.filter((app) => {
    const inputs = appInputs(app, workspace);
    return changedFiles.some((file) => inputs.some((dir) => isIn(file, dir)));
  });
}
