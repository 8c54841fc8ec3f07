/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const requireFromUi = createRequire(join(SRC, 'index.ts'));
const SPRING = /^(@react-spring|@use-gesture)\//;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/** The modules a file loads at start: its static imports and re-exports, types and import() left out. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveFile(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const base = resolve(dirname(from), specifier);
    for (const ext of EXTENSIONS) {
      const candidate = base + ext;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    throw new Error(`${specifier} from ${from} does not resolve`);
  }
  // Followed: antd-mobile's own modules and the workspace packages (their sources, by exports).
  // Other libraries (react, ahooks, classnames…) are leaves; only antd-mobile brings in the spring.
  if (specifier.startsWith('antd-mobile/') || specifier.startsWith('@platform/')) {
    return createRequire(from).resolve(specifier);
  }
  return undefined;
}

/** The first chain of static imports from `entry` that reaches react-spring or @use-gesture. */
function springChain(entry: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (SPRING.test(specifier)) return [...chain, file, specifier];
      if (/\.(css|less)$/.test(specifier)) continue;
      const next = resolveFile(file, specifier);
      const found = next && walk(next, [...chain, file]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(entry, []);
}

describe("the kit's main entry (what home downloads)", () => {
  it('never reaches react-spring or @use-gesture through its static imports', () => {
    expect(springChain(join(SRC, 'index.ts'))).toBeUndefined();
  });

  it('leaves them to @platform/ui/overlays (the walk does see them)', () => {
    const chain = springChain(requireFromUi.resolve('@platform/ui/overlays'));
    expect(chain?.at(-1)).toMatch(SPRING);
  });
});
