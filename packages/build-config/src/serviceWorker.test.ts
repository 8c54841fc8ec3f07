import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/i18n/languages';
import {
  compileWorker,
  filesOfPage,
  offlinePage,
  offlineTexts,
  precacheList,
  writeServiceWorker,
  type ShellBuild,
} from './serviceWorker';

const WORKER = join(import.meta.dirname, '../../../apps/shell/src/serviceWorker/sw.ts');

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sw-dist-'));
  await mkdir(join(dist, 'static/js/async'), { recursive: true });
  await mkdir(join(dist, 'static/css'), { recursive: true });
  const files = {
    'index.html':
      '<html><link href="./static/css/index.123.css" /><script src="./static/js/index.abc.js"></script></html>',
    'index.html.br': 'x',
    'index.html.gz': 'x',
    'manifest.webmanifest': '{}',
    'icon-192.png': 'png',
    'mf-manifest.json': '{}',
    'mf-stats.json': '{}',
    'static/js/index.abc.js': 'js',
    'static/js/index.abc.js.br': 'x',
    'static/js/index.abc.js.map': '{}',
    'static/js/async/login.def.js': 'js',
    'static/css/index.123.css': 'css',
  };
  for (const [file, text] of Object.entries(files)) await writeFile(join(dist, file), text);
});
afterEach(() => rm(dist, { recursive: true, force: true }));

/** Runs the built worker with a fake global scope; answers the build it was given and its listeners. */
function runWorker(code: string) {
  const listeners: string[] = [];
  const self = {
    registration: { scope: 'https://site.test/' },
    addEventListener: (type: string) => listeners.push(type),
  };
  runInNewContext(code, { globalThis: self, URL, Set });
  return listeners;
}

describe('writeServiceWorker', () => {
  it("precaches the page's entry files and the root files, not the page, other chunks, copies, maps or stats", async () => {
    const build = await writeServiceWorker(dist, await readFile(WORKER, 'utf8'));
    expect(build.precache).toEqual([
      'icon-192.png',
      'manifest.webmanifest',
      'offline.html',
      'static/css/index.123.css',
      'static/js/index.abc.js',
    ]);
    const worker = await readFile(join(dist, 'sw.js'), 'utf8');
    expect(worker).toContain(JSON.stringify(build.precache));
    expect(worker).toContain(build.id);
  });

  it('gives a changed shell a new build id, and the same shell the same one', async () => {
    const source = await readFile(WORKER, 'utf8');
    const first = await writeServiceWorker(dist, source);
    expect((await writeServiceWorker(dist, source)).id).toBe(first.id);
    await writeFile(join(dist, 'static/js/index.abc.js'), 'changed');
    expect((await writeServiceWorker(dist, source)).id).not.toBe(first.id);
  });

  it('compiles the worker into a classic script that starts with its build', async () => {
    await writeServiceWorker(dist, await readFile(WORKER, 'utf8'));
    const code = await readFile(join(dist, 'sw.js'), 'utf8');
    expect(code).not.toMatch(/\bexport\b|\bimport\b/);
    expect(runWorker(code).sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it('refuses a worker that imports a module at run time', async () => {
    const build: ShellBuild = { id: 'x', precache: [] };
    await expect(compileWorker("import { a } from './a';\nconsole.log(a);", build)).rejects.toThrow(
      /must not import/,
    );
  });
});

it('leaves out what the worker never answers from the cache, and chunks the page does not name', () => {
  const page = filesOfPage(
    '<script src="./static/js/a.js"></script><link href="static/css/b.css">',
  );
  expect(
    precacheList(
      ['index.html', 'sw.js', 'a.js.gz', 'static/js/a.js', 'static/css/b.css', 'static/js/c.js'],
      page,
    ),
  ).toEqual(['static/css/b.css', 'static/js/a.js']);
});

describe('offlinePage', () => {
  it("holds every language's words, the default's in the markup", () => {
    const texts = offlineTexts();
    const page = offlinePage(texts, 'en');
    for (const { key } of LANGUAGES) {
      const { title, body, retry } = texts[key];
      for (const words of [title, body, retry])
        expect(page).toContain(JSON.stringify(words).slice(1, -1));
    }
    expect(page).toContain(`<h1 data-off="title">${texts.en.title}</h1>`);
  });

  it('escapes the words in the markup and inside the script', () => {
    const evil = {
      bcp47: 'en',
      title: '<b>"x"</b>',
      body: '</script><script>alert(1)</script>',
      retry: 'a & b',
    };
    const page = offlinePage({ en: evil }, 'en');
    expect(page).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(page).toContain('a &amp; b');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });

  it('loads nothing from the network', () => {
    expect(offlinePage()).not.toMatch(/<(?:script|link|img)[^>]+(?:src|href)=/);
  });
});
