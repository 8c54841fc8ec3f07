// Runs one of the README's site commands as a newcomer would (`npm start`, `npm run
// start:production`) in its own process group, waits until it prints the site's URL, runs the
// caller's checks against it, then stops the whole group (build, site server and API together).
import { spawn } from 'node:child_process';

const READY = /Site ready on (http:\/\/\S+)/;
const TIMEOUT_MS = 15 * 60_000;

/**
 * `npm <args>` in `cwd`; `check(url, output)` runs once the URL is printed. Resolves true when the
 * checks passed, false (after saying why) otherwise.
 */
export function smokeSite({ name, cwd, args, env = process.env, check }) {
  const fail = (message) => console.error(`\n✗ ${name}: ${message}`);
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd,
      env,
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
    let settled = false;
    const settle = (ok) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop();
      resolve(ok);
    };
    const timer = setTimeout(() => {
      fail(`no "Site ready" line within ${TIMEOUT_MS / 60_000} minutes`);
      settle(false);
    }, TIMEOUT_MS);

    let output = '';
    let checking = false;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const url = READY.exec(output)?.[1];
      if (!url || checking) return;
      checking = true;
      Promise.resolve()
        .then(() => check(url, output))
        .then(
          () => {
            console.log(`✓ ${name}: ${url} and its API answer`);
            settle(true);
          },
          (error) => {
            fail(error.message);
            settle(false);
          },
        );
    });
    child.on('exit', (code, signal) => {
      if (checking) return;
      fail(`exited (${code ?? signal}) before printing the site's URL`);
      settle(false);
    });
  });
}

/** The home page is the shell's, and one API call through the site's /web proxy answers. */
export async function checkHomeAndApi(site) {
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
  return home;
}
