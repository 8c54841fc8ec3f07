// Proves the README's first command: runs `npm start` as a newcomer would, waits until it prints the
// site's URL, checks that the home page and one API call (through the site's /web proxy) answer,
// then stops it. `.ci/run` runs it on its fresh clone after the tests.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const READY = /Site ready on (http:\/\/\S+)/;
const TIMEOUT_MS = 15 * 60_000;

function fail(message) {
  console.error(`\n✗ npm start: ${message}`);
  process.exitCode = 1;
}

async function check(site) {
  const home = await fetch(site);
  const html = await home.text();
  if (!home.ok || !html.includes('<div id="root"')) {
    throw new Error(`home page answered ${home.status}`);
  }
  const api = await fetch(new URL('web/guest/index/getNotice', site), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: '3' },
  });
  const body = await api.json();
  if (!api.ok || body.code !== 0)
    throw new Error(`getNotice answered ${api.status} ${JSON.stringify(body)}`);
  console.log(`✓ npm start: ${site} and its API answer`);
}

// Its own process group, so that stopping it stops the build, the site server and the API together.
const child = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
const timer = setTimeout(() => {
  fail(`no "Site ready" line within ${TIMEOUT_MS / 60_000} minutes`);
  stop();
}, TIMEOUT_MS);

let output = '';
let checked = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk;
  const url = READY.exec(output)?.[1];
  if (!url || checked) return;
  checked = true;
  check(url)
    .catch((error) => fail(error.message))
    .finally(() => {
      clearTimeout(timer);
      stop();
    });
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  if (!checked) fail(`exited (${code ?? signal}) before printing the site's URL`);
});
