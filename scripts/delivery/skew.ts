// `pnpm test:skew`: the shell at HEAD with every area at its previous released version, then the
// end-to-end smoke (docs/decisions.md#delivery-version-skew-and-affected-areas).
//   1. base = the previous release (SKEW_BASE, else the parent of the newest commit that changed an
//      app's inputs); an area whose inputs did not change since is the same build: HEAD's dist;
//   2. the areas that changed are built at base in a temporary worktree (MF_DTS=1: with types);
//   3. each area's generated types are checked against HEAD's shell (checkAreaContract);
//   4. Playwright runs the tests tagged @smoke, the site serving the base builds (SITE_DIST_<APP>).
// Needs `pnpm build` first (HEAD's dists). Exits non-zero on any failure.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_PORTS, API_PORT } from '@platform/build-config/ports';
import { AREAS, type AreaName } from '@platform/routes';
import { appsAffectedSince, previousRelease } from './affected';
import { checkAreaContract, typesDirOf, type ContractResult } from './contract';
import { REPO_ROOT } from './publishApp';

const MIRROR_PORT = 8086;
const PORT_WAIT_MS = 10 * 60_000;

function run(command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
  return result.status === 0;
}

function must(ok: boolean, what: string) {
  if (!ok) throw new Error(`${what} failed`);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Other runs (an end-to-end run, a benchmark) use the site's ports: wait until they are free. */
async function waitForPorts() {
  const ports = [...Object.values(APP_PORTS), MIRROR_PORT, API_PORT];
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await portFree(port))) busy.push(port);
    if (!busy.length) return;
    if (Date.now() > deadline) throw new Error(`ports still in use: ${busy.join(', ')}`);
    console.log(`waiting for ports ${busy.join(', ')} …`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** A checkout of `base` with its dependencies installed (offline from the store when it can). */
function checkoutBase(base: string, dir: string) {
  must(run('git', ['worktree', 'add', '--detach', dir, base]), 'git worktree add');
  const install = ['install', '--frozen-lockfile'];
  if (!run('pnpm', [...install, '--offline'], { cwd: dir }))
    must(run('pnpm', install, { cwd: dir }), 'pnpm install at base');
}

function removeCheckout(dir: string) {
  run('git', ['worktree', 'remove', '--force', dir]);
  run('git', ['worktree', 'prune']);
  rmSync(dir, { recursive: true, force: true });
}

interface AreaSource {
  area: AreaName;
  from: 'base' | 'HEAD';
  dist: string;
}

function checkContracts(sources: AreaSource[]): { results: ContractResult[]; skipped: string[] } {
  const results: ContractResult[] = [];
  const skipped: string[] = [];
  for (const { area, from, dist } of sources) {
    if (!existsSync(join(typesDirOf(dist), 'routes.d.ts'))) {
      // HEAD's own areas type-check against the shell in `pnpm typecheck`; a base built before the
      // areas generated types has none to check.
      skipped.push(`${area} (${from}: no generated types in ${dist})`);
      continue;
    }
    results.push(checkAreaContract(area, dist));
  }
  return { results, skipped };
}

async function main(): Promise<number> {
  const base = previousRelease();
  const affected = new Set(appsAffectedSince(base));
  const sources: AreaSource[] = AREAS.map((area) => ({
    area,
    from: affected.has(area) ? 'base' : 'HEAD',
    dist: join(REPO_ROOT, 'apps', area, 'dist'),
  }));
  console.log(`base ${base.slice(0, 10)}; the shell at HEAD`);
  for (const app of ['shell', ...sources.filter((s) => s.from === 'HEAD').map((s) => s.area)]) {
    const dist = join(REPO_ROOT, 'apps', app, 'dist');
    if (!existsSync(join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json')))
      throw new Error(`${dist} is missing: run pnpm build first`);
  }

  const work = mkdtempSync(join(tmpdir(), 'skew-'));
  const checkout = join(work, 'base');
  const fromBase = sources.filter((s) => s.from === 'base');
  try {
    if (fromBase.length) {
      checkoutBase(base, checkout);
      for (const source of fromBase) {
        must(
          run('pnpm', ['--filter', source.area, 'run', 'build'], {
            cwd: checkout,
            env: { ...process.env, MF_DTS: '1' },
          }),
          `the ${source.area} build at base`,
        );
        source.dist = join(checkout, 'apps', source.area, 'dist');
      }
    }

    const { results, skipped } = checkContracts(sources);
    const broken = results.filter((r) => !r.ok);
    const summary = () => {
      console.log('\n— version skew —');
      console.log(`base        ${base}`);
      console.log(
        `from base   ${fromBase.map((s) => s.area).join(' ') || '(none: no area changed)'}`,
      );
      console.log(
        `from HEAD   shell ${sources
          .filter((s) => s.from === 'HEAD')
          .map((s) => s.area)
          .join(' ')}`,
      );
      console.log(
        `contract    ${results.map((r) => `${r.area} ${r.ok ? 'ok' : 'BROKEN'}`).join(', ') || '-'}` +
          (skipped.length ? `; not checked: ${skipped.join('; ')}` : ''),
      );
    };
    if (broken.length) {
      for (const r of broken)
        console.error(
          `\n✗ ${r.area} at base does not meet the shell's contract (its ./routes default export is not an AreaRoutesModule<'${r.area}'>):\n  ${r.errors.join('\n  ')}`,
        );
      summary();
      console.log('smoke       not run');
      return 1;
    }

    await waitForPorts();
    const siteDists = Object.fromEntries(
      fromBase.map((s) => [`SITE_DIST_${s.area.toUpperCase()}`, s.dist]),
    );
    const smoke = run(
      'pnpm',
      ['--filter', 'e2e', 'exec', 'playwright', 'test', '--grep', '@smoke'],
      {
        // The end-to-end config publishes into a temporary store of its own (E2E_DEPLOY_STORE),
        // so the base versions never land in the developer's store.
        env: { ...process.env, ...siteDists },
      },
    );
    summary();
    console.log(`smoke       ${smoke ? 'passed' : 'FAILED'}`);
    return smoke ? 0 : 1;
  } finally {
    if (existsSync(checkout)) removeCheckout(checkout);
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\n✗ version skew: ${(error as Error).message}`);
    process.exit(1);
  },
);
