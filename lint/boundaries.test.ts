import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each lint rule that guards the shape is proven here: every fixture in ./fixtures names the path
 * it is linted as (inside the zone it breaks) and the rule that must report it. If a rule stops
 * working (a resolver gone, a zone renamed, a pattern loosened), its fixture passes and this fails.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const FIXTURES = join(here, 'fixtures');
const GUARDS = ['import-x/no-restricted-paths', 'no-restricted-syntax', 'no-restricted-imports'];

interface Fixture {
  file: string;
  code: string;
  lintAs: string;
  expect: string;
}

function readFixture(file: string): Fixture {
  const code = readFileSync(join(FIXTURES, file), 'utf8');
  const lintAs = /^\/\/ lint as: (\S+)$/m.exec(code)?.[1];
  const expected = /^\/\/ expect: (\S+)$/m.exec(code)?.[1];
  if (!lintAs || !expected) throw new Error(`${file} must name "lint as" and "expect"`);
  return { file, code, lintAs, expect: expected };
}

// One file per boundary; folders hold other tests' fixtures (the area contract's generated types).
const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort()
  .map(readFixture);
const eslint = new ESLint({ cwd: root });

async function guardsReported(fixture: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(fixture.code, { filePath: join(root, fixture.lintAs) });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${fixture.file} does not parse: ${fatal.message}`);
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? '')
    .filter((rule) => GUARDS.includes(rule));
}

describe('the lint rules that guard the shape', () => {
  it('have a fixture for every boundary and for route literals', () => {
    const broken = fixtures.filter((f) => f.expect !== 'nothing');
    expect(broken.length).toBeGreaterThanOrEqual(12);
    expect(new Set(broken.map((f) => f.expect))).toEqual(new Set(GUARDS));
  });

  it.each(fixtures.map((f) => [f.file, f] as const))('%s', async (_name, fixture) => {
    const reported = await guardsReported(fixture);
    if (fixture.expect === 'nothing') expect(reported).toEqual([]);
    else expect(reported).toEqual([fixture.expect]);
  });
});
