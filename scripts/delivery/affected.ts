// `pnpm affected [base]`: the apps a change since `base` touches (default: the previous release,
// as the version-skew run finds it), so a team rebuilds and retests only those.
// `pnpm test:affected [base]`: builds and unit-tests only those apps, then runs the composed
// end-to-end smoke (tests tagged @smoke), which always runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { affectedApps, readWorkspace } from '@platform/delivery/affected';
import { REPO_ROOT } from './publishApp';

/** What a build of an app reads from the repository (affectedApps narrows it down per app). */
const APP_INPUTS = ['apps', 'packages', 'pnpm-lock.yaml'];

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
}

/**
 * The previous release: `SKEW_BASE` when set, else the parent of the newest commit that changed
 * an app's inputs (CI starts from a fresh clone with an empty deployment store).
 */
export function previousRelease(): string {
  const given = process.env.SKEW_BASE;
  if (given) return git(['rev-parse', '--verify', `${given}^{commit}`]);
  const newest = git(['log', '-1', '--format=%H', '--', ...APP_INPUTS]);
  if (!newest) throw new Error('no commit changed an app: nothing to compare with');
  return git(['rev-parse', '--verify', `${newest}^`]);
}

/** Files that differ between `base` and the working tree, committed or not, new files included. */
export function changedSince(base: string): string[] {
  const changed = git(['diff', '--name-only', base]).split('\n');
  const added = git(['ls-files', '--others', '--exclude-standard']).split('\n');
  return [...new Set([...changed, ...added])].filter(Boolean).sort();
}

/** The apps (shell, areas) whose build differs between `base` and the working tree. */
export function appsAffectedSince(base: string): string[] {
  return affectedApps(changedSince(base), readWorkspace(REPO_ROOT));
}

function pnpm(args: string[]): void {
  const result = spawnSync('pnpm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
}

function main() {
  const args = process.argv.slice(2);
  const test = args.includes('--test');
  const given = args.find((a) => !a.startsWith('--'));
  const base = given ? git(['rev-parse', '--verify', given]) : previousRelease();
  const apps = appsAffectedSince(base);
  console.log(`since ${base.slice(0, 10)}: ${apps.length ? apps.join(' ') : 'no app'}`);
  if (!test) return;
  for (const app of apps) pnpm(['--filter', app, 'run', 'build']);
  if (apps.length) pnpm(['exec', 'vitest', 'run', ...apps.flatMap((app) => ['--project', app])]);
  pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--grep', '@smoke']);
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  try {
    main();
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
