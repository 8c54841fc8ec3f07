import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/audit-deps.mjs judges a `pnpm audit --json` report against the dated allow-list
// (docs/security.md#15-dependency-audit); here on saved reports, so no network is needed.
const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'audit-deps-'));
let files = 0;

function json(value: unknown): string {
  const path = join(dir, `${++files}.json`);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

function judge(report: unknown, allowlist?: unknown) {
  const args = ['scripts/audit-deps.mjs', '--report', json(report), '--today', '2026-06-01'];
  if (allowlist !== undefined) args.push('--allowlist', json(allowlist));
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { exit: run.status, output: `${run.stdout}${run.stderr}` };
}

const advisory = (severity: string) => ({
  advisories: {
    '1100001': {
      id: 1100001,
      github_advisory_id: 'GHSA-abcd-efgh-ijkl',
      module_name: 'left-pad',
      severity,
      title: 'Prototype pollution',
      vulnerable_versions: '<1.3.1',
      findings: [{ version: '1.3.0', paths: ['apps/wallet > left-pad'] }],
    },
  },
});

const entry = {
  id: 'GHSA-abcd-efgh-ijkl',
  package: 'left-pad',
  reason: 'only reached by a build script on our own input',
  added: '2026-05-01',
  reviewBy: '2026-07-01',
};

describe('the dependency audit', () => {
  it('passes with the allow-list of the repository and a report of nothing', () => {
    expect(judge({ advisories: {} })).toMatchObject({ exit: 0 });
  });

  it('fails on a high or critical advisory that is not on the allow-list, saying how to fix it', () => {
    for (const severity of ['high', 'critical']) {
      const run = judge(advisory(severity), { advisories: [] });
      expect(run.exit).toBe(1);
      expect(run.output).toContain(`${severity} GHSA-abcd-efgh-ijkl in left-pad`);
      expect(run.output).toContain('pnpm.overrides');
    }
  });

  it('lets an allow-listed advisory and anything below high through', () => {
    expect(judge(advisory('critical'), { advisories: [entry] })).toMatchObject({
      exit: 0,
      output: expect.stringContaining('1 on the allow-list'),
    });
    expect(judge(advisory('moderate'), { advisories: [] })).toMatchObject({ exit: 0 });
  });

  it('fails on an entry past its review-by date, or without a reason', () => {
    const expired = judge(advisory('high'), { advisories: [{ ...entry, reviewBy: '2026-05-31' }] });
    expect(expired.exit).toBe(1);
    expect(expired.output).toContain('review-by date 2026-05-31 has passed');
    const unexplained = judge({ advisories: {} }, { advisories: [{ ...entry, reason: '' }] });
    expect(unexplained.exit).toBe(1);
    expect(unexplained.output).toContain('"reason" is missing');
  });
});
