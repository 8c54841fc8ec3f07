// `pnpm typecheck`: the workspace's TypeScript programs, with the shared packages (the contract,
// the kit, i18n) checked once instead of once per app. Every package whose tsconfig only adds
// Node's types joins one program; a package with other settings (the kit and the route table
// without Node's types, the delivery runtime without the DOM's iterables) keeps its own, so those
// walls still hold. Two programs run at a time (the machine's cores); any error fails the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', '.bin', 'tsc');

/** The workspace folders that have a tsconfig.json (pnpm-workspace.yaml's globs, one level). */
function workspaceFolders() {
  const globs = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"]+)['"]?\s*$/.exec(line)?.[1])
    .filter(Boolean);
  const folders = [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = join(root, glob.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const name of readdirSync(parent)) folders.push(join(parent, name));
    } else folders.push(join(root, glob));
  }
  return folders.filter((folder) => existsSync(join(folder, 'tsconfig.json')));
}

const joinable = [];
const ownPrograms = [];
for (const folder of workspaceFolders()) {
  const config = JSON.parse(readFileSync(join(folder, 'tsconfig.json'), 'utf8'));
  const options = config.compilerOptions ?? {};
  const onlyNode =
    Object.keys(options).length === 1 && JSON.stringify(options.types) === '["node"]';
  if (onlyNode && config.extends?.endsWith('tsconfig.base.json'))
    joinable.push(...config.include.map((entry) => join(folder, entry)));
  else ownPrograms.push(join(folder, 'tsconfig.json'));
}

const cacheDir = join(root, 'node_modules', '.cache', 'typecheck');
mkdirSync(cacheDir, { recursive: true });
const joined = join(cacheDir, 'tsconfig.json');
writeFileSync(
  joined,
  JSON.stringify({
    extends: relative(cacheDir, join(root, 'tsconfig.base.json')),
    compilerOptions: { types: ['node'] },
    include: joinable.map((path) => relative(cacheDir, path)),
  }),
);

const programs = [joined, ...ownPrograms];
let failed = false;
async function check(project) {
  const name = relative(root, project);
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(tsc, ['--noEmit', '-p', project], { cwd: root });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', resolve);
  });
  if (code !== 0) failed = true;
  process.stdout.write(`${code === 0 ? '✓' : '✗'} tsc -p ${name}\n${Buffer.concat(output)}`);
}

const queue = [...programs];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await check(next);
  }),
);
process.exit(failed ? 1 : 0);
