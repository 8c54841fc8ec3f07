// The dependency audit of CI (docs/security.md#15-dependency-audit): `pnpm audit` at high severity,
// judged against an explicit, dated allow-list. Fails on a high or critical advisory that is not
// on the list, and on a list entry that is malformed or past its review-by date.
//
//   node scripts/audit-deps.mjs                     runs pnpm audit here
//   node scripts/audit-deps.mjs --report <file>     judges a saved `pnpm audit --json` report
//   options: --allowlist <file> (default security/audit-allowlist.json), --today YYYY-MM-DD
//
// When the advisory endpoint cannot be reached (a network that only lets the registry's package
// downloads through), the run says the dependencies were NOT audited and passes, so CI there stays
// usable; AUDIT_REQUIRED=1 makes that a failure (CI with access to the endpoint sets it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GATED = new Set(['high', 'critical']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

/** The allow-list's entries, each checked; a problem is a reason to fail. */
function readAllowlist(path, today) {
  const problems = [];
  let entries;
  try {
    entries = JSON.parse(readFileSync(path, 'utf8')).advisories;
  } catch (error) {
    return { entries: [], problems: [`${path}: cannot read the allow-list (${error.message})`] };
  }
  if (!Array.isArray(entries))
    return { entries: [], problems: [`${path}: "advisories" must be a list`] };
  for (const [i, e] of entries.entries()) {
    const name = `${path} entry ${i + 1}${e?.id ? ` (${e.id})` : ''}`;
    for (const field of ['id', 'package', 'reason', 'added', 'reviewBy'])
      if (typeof e?.[field] !== 'string' || e[field].trim() === '')
        problems.push(`${name}: "${field}" is missing`);
    for (const field of ['added', 'reviewBy'])
      if (typeof e?.[field] === 'string' && !DATE.test(e[field]))
        problems.push(`${name}: "${field}" must be a date YYYY-MM-DD`);
    if (DATE.test(e?.reviewBy ?? '') && e.reviewBy < today)
      problems.push(
        `${name}: its review-by date ${e.reviewBy} has passed: upgrade ${e.package}, or review the reason and set a new date`,
      );
  }
  return { entries, problems };
}

/** The pinned pnpm (.tools/, as scripts/bootstrap.mjs installs it), else the one on PATH. */
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
const pnpm = existsSync(localPnpm) ? localPnpm : 'pnpm';

/** Runs pnpm audit; answers the parsed report, or why the endpoint gave none. */
function runAudit() {
  const result = spawnSync(pnpm, ['audit', '--audit-level', 'high', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    console.error(`✗ pnpm could not run (${result.error.message})`);
    process.exit(1);
  }
  try {
    const report = JSON.parse(result.stdout);
    if (report && typeof report.advisories === 'object' && !report.error) return { report };
    return { unreachable: report?.error?.message ?? 'the answer holds no advisories' };
  } catch {
    const why = `${result.stderr}\n${result.stdout}`
      .split('\n')
      .map((line) => line.replace(/^[\s│×]+/, '').trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' ');
    return { unreachable: why || `pnpm audit exited ${result.status} without a report` };
  }
}

/** An advisory's ids: pnpm's number, and its GitHub advisory id when the report names one. */
function idsOf(advisory) {
  const ids = [String(advisory.id)];
  if (advisory.github_advisory_id) ids.push(advisory.github_advisory_id);
  const ghsa = /GHSA(-[0-9a-z]{4}){3}/i.exec(advisory.url ?? '');
  if (ghsa) ids.push(ghsa[0]);
  return ids;
}

const today = option('today', new Date().toISOString().slice(0, 10));
const allowlistPath = option('allowlist', join(root, 'security', 'audit-allowlist.json'));
const { entries, problems } = readAllowlist(allowlistPath, today);

const saved = option('report');
const audit = saved ? { report: JSON.parse(readFileSync(saved, 'utf8')) } : runAudit();

if (audit.unreachable) {
  console.log(
    `⚠ dependency audit: the advisory endpoint could not be reached, dependencies were NOT audited: ${audit.unreachable}`,
  );
  if (process.env.AUDIT_REQUIRED === '1') problems.push('AUDIT_REQUIRED=1 and no audit was made');
} else {
  const advisories = Object.values(audit.report.advisories ?? {});
  let allowed = 0;
  for (const advisory of advisories) {
    if (!GATED.has(advisory.severity)) continue;
    const ids = idsOf(advisory);
    const entry = entries.find((e) => ids.includes(e.id) && e.package === advisory.module_name);
    if (entry) {
      allowed += 1;
      continue;
    }
    const paths = (advisory.findings ?? []).flatMap((f) => f.paths ?? []).slice(0, 3);
    problems.push(
      `${advisory.severity} ${ids.at(-1)} in ${advisory.module_name} ${advisory.vulnerable_versions ?? ''}: ${advisory.title} (${advisory.url ?? 'no url'})` +
        `${paths.length ? `\n    via ${paths.join(', ')}` : ''}` +
        `\n    fix: upgrade it (a transitive one through "pnpm.overrides" in package.json), or add it to ${allowlistPath} with a reason and a review-by date`,
    );
  }
  const gated = advisories.filter((a) => GATED.has(a.severity)).length;
  console.log(
    `dependency audit: ${advisories.length} advisories, ${gated} high or critical, ${allowed} on the allow-list`,
  );
  for (const e of entries)
    if (!advisories.some((a) => idsOf(a).includes(e.id)))
      console.log(`  allow-list entry ${e.id} (${e.package}) is no longer reported: remove it`);
}

for (const problem of problems) console.error(`✗ ${problem}`);
process.exit(problems.length ? 1 : 0);
