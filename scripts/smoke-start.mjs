// Proves the README's first command: runs `npm start` as a newcomer would, waits until it prints the
// site's URL, checks that the home page and one API call (through the site's /web proxy) answer,
// then stops it. `.ci/run` runs it on its fresh clone after the tests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkHomeAndApi, smokeSite } from './smoke/siteRun.mjs';

const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const ok = await smokeSite({
  name: 'npm start',
  cwd: root,
  args: ['start'],
  check: checkHomeAndApi,
});
process.exitCode = ok ? 0 : 1;
