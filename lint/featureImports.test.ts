import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@platform/routes';
import { describe, expect, it } from 'vitest';

/**
 * Imports between the features of one app run one way: no two features import each other, and no
 * longer loop either (lint makes each import go through the feature's index.ts; this catches the
 * loop that lint does not). Test files are left out: a test may use another feature's fixtures.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Feature → the other features of the same app it imports. */
function featureGraph(app: string): Map<string, Set<string>> {
  const features = join(root, 'apps', app, 'src', 'features');
  const graph = new Map<string, Set<string>>();
  if (!existsSync(features)) return graph;
  for (const file of sourceFiles(features)) {
    const from = relative(features, file).split('/')[0]!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(features, normalize(join(dirname(file), spec!)));
      const to = target.split('/')[0]!;
      if (!target.startsWith('..') && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The loops of a graph, each as the path that closes it (`a → b → a`). */
function loops(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

describe('imports between features', () => {
  it('finds a loop when two features import each other', () => {
    const graph = new Map([
      ['offers', new Set(['apply'])],
      ['apply', new Set(['offers'])],
      ['vip', new Set(['offers'])],
    ]);
    expect(loops(graph)).toEqual(['apply → offers → apply']);
  });

  it.each(APPS)('run one way in %s', (app) => {
    expect(loops(featureGraph(app))).toEqual([]);
  });
});
