import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code comments cite our own documents (`docs/product-rules.md#withdrawals`): every cited anchor
 * must be a heading there, and nothing may cite a section number of a document the repository does
 * not have ("spec 4").
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CITATION = /(docs\/[\w-]+\.md|CONTRIBUTING\.md|README\.md)#([\w-]+)/g;
const OUTSIDE_CITATION = /\b[Ss]pec(?: section)? ?\d|\.\.\/shared\//;

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|sql|css|md)$/.test(file) && !file.startsWith('lint/'))
  .filter((file) => existsSync(join(root, file)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(document: string): Set<string> {
  let found = anchorsOf.get(document);
  if (!found) {
    const text = readFileSync(join(root, document), 'utf8');
    found = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] ?? '')));
    anchorsOf.set(document, found);
  }
  return found;
}

describe('citations in the code', () => {
  const texts = sources.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

  it('name headings that exist in our documents', () => {
    const broken: string[] = [];
    for (const { file, text } of texts) {
      for (const [citation, document = '', anchor = ''] of text.matchAll(CITATION)) {
        if (!anchors(document).has(anchor)) broken.push(`${file}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never point at a document outside the repository', () => {
    const outside = texts.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => OUTSIDE_CITATION.test(line))
        .map(({ index }) => `${file}:${index + 1}`),
    );
    expect(outside).toEqual([]);
  });
});
