import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { PICK_LANGUAGE, escapeHtml, scriptJson } from './pageLanguage';

/**
 * The installable app's build step (docs/architecture.md#installable-app): writes the offline page
 * (`offline.html`) into the shell's dist, then compiles the worker's source into `dist/sw.js` with
 * the list of the shell's files to precache and a build id naming the shell's cache.
 */

export const WORKER_FILE = 'sw.js';
export const OFFLINE_FILE = 'offline.html';

/** What the worker receives as `__SW_BUILD__` (apps/shell/src/serviceWorker/sw.ts's ShellBuild). */
export interface ShellBuild {
  id: string;
  precache: string[];
}

/**
 * Not precached: compressed copies (the browser asks for the file and gets the copy), source
 * maps, the build's federation stats and manifest (a host reads neither at run time), the worker
 * itself, and the page: a page always comes from the network (docs/decisions.md#installable-app).
 */
const NOT_PRECACHED =
  /(?:\.br|\.gz|\.map|\.LICENSE\.txt)$|^(?:mf-stats\.json|mf-manifest\.json|sw\.js|index\.html)$/;
const STATIC = /^static\//;

/** The `./static/…` files the page names itself (its entry script and style sheets). */
export function filesOfPage(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/(?:src|href)="\.?\/?(static\/[^"?#]+)"/g)].map((match) => match[1]!),
  );
}

/**
 * The shell's files to precache, relative to the dist (and the worker's scope), sorted: the
 * files at the root (icons, manifest, offline page) and the hashed files the page names; the
 * other hashed files (pages' chunks, every language's texts) are cached when first fetched, so the
 * first visit downloads nothing the page does not use.
 */
export function precacheList(files: readonly string[], page: ReadonlySet<string>): string[] {
  return files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !NOT_PRECACHED.test(file) && (!STATIC.test(file) || page.has(file)))
    .sort();
}

async function listDist(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** A digest of the precached files' names and bytes: the same shell gets the same cache. */
export async function buildIdOf(dir: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}

/**
 * Compiles the worker's TypeScript (types stripped, minified) into a classic script: the module's
 * exports (its rules, for tests) go into a local object, and `__SW_BUILD__` is defined before it.
 */
export async function compileWorker(source: string, build: ShellBuild): Promise<string> {
  const { code } = await rspack.experiments.swc.transform(source, {
    filename: 'sw.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  if (/\brequire\(/.test(code))
    throw new Error('The service worker must not import anything but types');
  const script = `(function (exports) { var __SW_BUILD__ = ${JSON.stringify(build)};\n${code}\n})({});`;
  const minified = await rspack.experiments.swc.minify(script, { compress: true, mangle: true });
  return `/* shell ${build.id} */\n${minified.code}\n`;
}

export interface OfflineTexts {
  bcp47: string;
  title: string;
  body: string;
  retry: string;
}

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');

/** The offline page's words in every language, from the shell namespace's `offline` key. */
export function offlineTexts(): Record<LanguageKey, OfflineTexts> {
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const { offline } = JSON.parse(readFileSync(`${LOCALES}/${l.key}/shell.json`, 'utf8')) as {
        offline: Omit<OfflineTexts, 'bcp47'>;
      };
      return [l.key, { bcp47: l.bcp47, ...offline }];
    }),
  ) as Record<LanguageKey, OfflineTexts>;
}

/**
 * The page the worker answers a navigation with when there is no network: self-contained (inline
 * style in the kit's colours, packages/ui/src/theme.css; no file to fetch), the default language's
 * words in the markup and an inline script that picks the player's language as the home skeleton
 * does (stored `langTypVal`, the browser's languages, the default). "Try again" reloads the page;
 * the script gives the button its handler, since the site's policy runs no inline handler
 * attribute, only inline scripts it has the hash of (docs/decisions.md#security-headers).
 */
export function offlinePage(
  texts: Record<string, OfflineTexts> = offlineTexts(),
  fallback: string = DEFAULT_LANGUAGE,
): string {
  const shown = texts[fallback]!;
  const data = scriptJson({ fallback, languages: texts });
  return `<!doctype html>
<html lang="${escapeHtml(shown.bcp47)}">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
<meta name="theme-color" content="#ffffff" />
<title data-off="title">${escapeHtml(shown.title)}</title>
<style>
html,body{margin:0;height:100%;background:#f5f6f8;color:#1f2329;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Myanmar','Noto Sans Thai',sans-serif}
main{box-sizing:border-box;max-width:750px;min-height:100%;margin:0 auto;padding:96px 32px;display:flex;flex-direction:column;align-items:center;text-align:center}
svg{width:64px;height:64px;fill:none;stroke:#8a8f99;stroke-width:1.6;stroke-linecap:round}
h1{margin:24px 0 8px;font-size:18px;font-weight:500}
p{margin:0 0 32px;color:#8a8f99;font-size:14px;line-height:1.6}
button{min-width:160px;height:44px;padding:0 24px;border:0;border-radius:22px;background:#c9a45c;color:#fff;font:inherit;font-size:16px}
</style>
</head>
<body>
<main data-testid="offline-page">
<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h0M3 3l18 18"/></svg>
<h1 data-off="title">${escapeHtml(shown.title)}</h1>
<p data-off="body">${escapeHtml(shown.body)}</p>
<button type="button" data-off="retry" data-testid="offline-retry">${escapeHtml(shown.retry)}</button>
</main>
<script>
(function (D) {
  var t = D.languages[(${PICK_LANGUAGE})(D)], s, i;
  document.documentElement.lang = t.bcp47;
  s = document.querySelectorAll('[data-off]');
  for (i = 0; i < s.length; i++) s[i].textContent = t[s[i].getAttribute('data-off')];
  document.querySelector('button').onclick = function () { location.reload(); };
})(${data});
</script>
</body>
</html>
`;
}

/** Writes the offline page and the worker into a built dist; answers what the worker got. */
export async function writeServiceWorker(dist: string, workerSource: string): Promise<ShellBuild> {
  await writeFile(join(dist, OFFLINE_FILE), offlinePage());
  const page = filesOfPage(await readFile(join(dist, 'index.html'), 'utf8').catch(() => ''));
  const precache = precacheList(await listDist(dist), page);
  const build = { id: await buildIdOf(dist, precache), precache };
  await writeFile(join(dist, WORKER_FILE), await compileWorker(workerSource, build));
  return build;
}

/**
 * The shell's production build gets `sw.js` and `offline.html` at its root. `worker` is the
 * worker's TypeScript source, relative to the app. Runs before the other after-build steps, so
 * both files get their compressed copies.
 */
export function pluginServiceWorker({ worker }: { worker: string }): RsbuildPlugin {
  return {
    name: 'platform:service-worker',
    apply: 'build',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: async ({ environments }) => {
          const source = await readFile(resolve(api.context.rootPath, worker), 'utf8');
          for (const environment of Object.values(environments)) {
            if (environment.config.mode !== 'production') continue;
            const build = await writeServiceWorker(environment.distPath, source);
            api.logger.info(
              `service worker: shell ${build.id}, ${build.precache.length} files precached`,
            );
          }
        },
      });
    },
  };
}
