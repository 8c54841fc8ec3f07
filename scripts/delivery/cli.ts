// The delivery commands (docs/architecture.md#delivery), run from the repository root:
//   pnpm deploy:area <app> [--no-build]        build, publish an immutable version, register it
//   pnpm rollout <app> <version> --traffic N   a canary at N % (100 makes it the default)
//   pnpm rollout <app> <version> --step        10 % now, 50 % and 100 % on the API's schedule
//   pnpm rollback <app>                        the previous default back at 100 %
//   pnpm releases <app>                        what is live, at what traffic, and what happened
// They talk to the running API (RELEASE_API, bearer RELEASE_TOKEN).
import { spawnSync } from 'node:child_process';
import { APPS } from '@platform/routes';
import { deploymentStore, publishApp, REPO_ROOT } from './publishApp';
import { releaseApi, type Releases } from './releaseApi';

class UsageError extends Error {}

function appArg(value: string | undefined): string {
  if (!value || !(APPS as readonly string[]).includes(value))
    throw new UsageError(`expected an app: ${APPS.join(', ')}`);
  return value;
}

async function deploy(args: string[]) {
  const app = appArg(args[0]);
  if (!args.includes('--no-build')) {
    const build = spawnSync('pnpm', ['--filter', app, 'run', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`the ${app} build failed`);
  }
  const store = deploymentStore();
  const { record, result } = await publishApp(store, app);
  console.log(
    `${app} ${record.version} ${result === 'exists' ? 'was already in the store' : 'published'}\n` +
      `  entry     ${store.pathOf(app, record.version)}/${record.entry}\n` +
      `  integrity ${record.integrity}\n  commit    ${record.commit}`,
  );
  try {
    await releaseApi().sync();
    console.log(
      `registered with the API; roll it out: pnpm rollout ${app} ${record.version} --traffic 10`,
    );
  } catch (error) {
    console.log(
      `the API did not answer (${(error as Error).message}); it registers the version when it starts`,
    );
  }
}

function printReleases(app: string, { versions, events }: Releases) {
  console.log(`${app}:`);
  for (const v of versions) {
    const steps = v.steps?.length
      ? `  next: ${v.steps.map((s) => `${s.traffic} % at ${s.due}`).join(', ')}`
      : '';
    console.log(
      `  ${v.default ? '*' : ' '} ${v.version.padEnd(24)} ${String(v.traffic).padStart(3)} %  ${v.commit}  ${v.publishedAt}${steps}`,
    );
  }
  if (events.length) console.log('  recent:');
  for (const e of events.slice(0, 10))
    console.log(
      `    ${e.at}  ${e.action.padEnd(13)} ${e.version}${e.traffic === null ? '' : ` → ${e.traffic} %`}${e.detail ? `  ${JSON.stringify(e.detail)}` : ''}`,
    );
}

async function rollout(args: string[]) {
  const app = appArg(args[0]);
  const version = args[1];
  if (!version) throw new UsageError('usage: pnpm rollout <app> <version> --traffic N | --step');
  const at = args.indexOf('--traffic');
  const step = args.includes('--step');
  const traffic = at >= 0 ? Number(args[at + 1]) : undefined;
  if (
    step === (traffic !== undefined) ||
    (traffic !== undefined && !(traffic >= 1 && traffic <= 100))
  )
    throw new UsageError('give either --traffic 1-100 or --step');
  const api = releaseApi();
  await api.rollout(app, step ? { version, step: true } : { version, traffic: traffic! });
  printReleases(app, await api.releases(app));
}

async function rollback(args: string[]) {
  const app = appArg(args[0]);
  const api = releaseApi();
  await api.rollback(app);
  printReleases(app, await api.releases(app));
}

async function releases(args: string[]) {
  const api = releaseApi();
  const apps = args[0] ? [appArg(args[0])] : [...APPS];
  for (const app of apps) printReleases(app, await api.releases(app));
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  deploy,
  rollout,
  rollback,
  releases,
};

const [command, ...args] = process.argv.slice(2);
const run = command ? COMMANDS[command] : undefined;
if (!run) {
  console.error(`usage: cli.ts ${Object.keys(COMMANDS).join('|')} …`);
  process.exit(2);
}
run(args).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
