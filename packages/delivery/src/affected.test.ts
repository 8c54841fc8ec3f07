import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affectedApps, appInputs, readWorkspace, type Workspace } from './affected';

/** A small workspace: two areas over a kit over a route table, a shell, and an unused package. */
let root: string;
let workspace: Workspace;

function writePackage(dir: string, name: string, deps: Record<string, string> = {}, dev = {}) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(
    join(root, dir, 'package.json'),
    JSON.stringify({ name, dependencies: deps, devDependencies: dev }),
  );
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'affected-'));
  writePackage('packages/routes', '@x/routes');
  writePackage('packages/ui', '@x/ui', { '@x/routes': 'workspace:*', react: '^19.0.0' });
  writePackage('packages/build-config', '@x/build-config', { '@x/routes': 'workspace:*' });
  writePackage('packages/unused', '@x/unused');
  writePackage(
    'apps/wallet',
    'wallet',
    { '@x/ui': 'workspace:*' },
    { '@x/build-config': 'workspace:*' },
  );
  writePackage('apps/games', 'games', { '@x/routes': 'workspace:*' });
  writePackage('apps/shell', 'shell', {}, { '@x/ui': 'workspace:^' });
  mkdirSync(join(root, 'apps/README-only'));
  workspace = readWorkspace(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the workspace', () => {
  it('reads the apps by folder and the workspace dependencies of every package', () => {
    expect(workspace.apps).toEqual({ games: 'games', shell: 'shell', wallet: 'wallet' });
    expect(workspace.packages.find((p) => p.name === 'wallet')?.workspaceDependencies).toEqual([
      '@x/build-config',
      '@x/ui',
    ]);
  });

  it('gives an app its folder and its transitive workspace packages (devDependencies too)', () => {
    expect(appInputs('wallet', workspace)).toEqual([
      'apps/wallet',
      'packages/build-config',
      'packages/routes',
      'packages/ui',
    ]);
    expect(appInputs('shell', workspace)).toEqual(['apps/shell', 'packages/routes', 'packages/ui']);
  });
});

describe('the affected apps', () => {
  it('are the app whose folder holds a changed file', () => {
    expect(affectedApps(['apps/games/src/routes.tsx'], workspace)).toEqual(['games']);
  });

  it('are every app depending on a changed package, directly or through another package', () => {
    expect(affectedApps(['packages/ui/src/index.ts'], workspace)).toEqual(['shell', 'wallet']);
    expect(affectedApps(['packages/routes/src/table.ts'], workspace)).toEqual([
      'games',
      'shell',
      'wallet',
    ]);
  });

  it('are none for a package no app uses, the docs or a folder that only shares a prefix', () => {
    expect(
      affectedApps(['packages/unused/a.ts', 'docs/decisions.md', 'apps/walletx/a.ts'], workspace),
    ).toEqual([]);
  });

  it.each([
    'pnpm-lock.yaml',
    'tsconfig.base.json',
    'pnpm-workspace.yaml',
    'packages/build-config/src/index.ts',
  ])('are every app when %s changes', (file) => {
    expect(affectedApps([file], workspace)).toEqual(['games', 'shell', 'wallet']);
  });
});
