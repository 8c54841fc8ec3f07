// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, routePath } from '@platform/routes';
import { shellSkeletonParameters, skeletonTexts } from './shellSkeleton';

const LANGUAGE_KEYS = ['zh', 'hk', 'en', 'th', 'vn', 'pg', 'fp', 'md'] as const;
const TAB_KEYS = ['home', 'offers', 'service', 'sponsor', 'my'] as const;
// happy-dom replaces URL, so paths are built from this file's own.
const HERE = dirname(fileURLToPath(import.meta.url));
const locale = (key: string) =>
  JSON.parse(readFileSync(resolve(HERE, `../../i18n/locales/${key}/shell.json`), 'utf8'));
const TEMPLATE = readFileSync(resolve(HERE, '../../../apps/shell/index.html'), 'utf8');

/** The template as the html plugin renders it: each `<%= expression %>` over the parameters. */
function render(parameters = shellSkeletonParameters()): string {
  return TEMPLATE.replace(/<%=([\s\S]+?)%>/g, (_, expression: string) =>
    String(
      new Function(...Object.keys(parameters), `return (${expression});`)(
        ...Object.values(parameters),
      ),
    ),
  );
}

/** Loads the rendered page into the test's document and runs its inline scripts in order. */
function open(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.className = '';
  document.documentElement.lang = page.documentElement.lang;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  for (const script of page.querySelectorAll('script')) new Function(script.textContent ?? '')();
}

const tabLabels = () =>
  TAB_KEYS.map((tab) => document.querySelector(`[data-testid="skeleton-tab-${tab}"]`)?.textContent);

afterEach(() => {
  localStorage.clear();
  location.hash = '';
});

describe('the shell skeleton parameters', () => {
  it('carry, for each of the 8 languages, the tab labels and home title of the shell locale', () => {
    const texts = skeletonTexts();
    expect(Object.keys(texts)).toEqual([...LANGUAGE_KEYS]);
    for (const key of LANGUAGE_KEYS) {
      const shell = locale(key);
      expect(texts[key].tabs).toEqual(Object.fromEntries(TAB_KEYS.map((t) => [t, shell.tabs[t]])));
      expect(texts[key].title).toBe(shell.home.title);
    }
  });

  it("carry home's path from the route table", () => {
    const data = JSON.parse(shellSkeletonParameters().skeletonData);
    expect(data.home).toBe(ROUTES.homeIndex.path);
    expect(data.fallback).toBe('zh');
  });
});

describe('apps/shell/index.html with the skeleton', () => {
  it('renders every parameter into well-formed markup: #root holds the home skeleton', () => {
    const html = render();
    expect(html).not.toContain('<%');
    // Every element opened in #root is closed (the parser would silently repair it otherwise).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    for (const tag of ['div', 'main', 'nav', 'header', 'h1', 'span', 'b', 'i', 'svg', 'script']) {
      const opened = root.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
      expect(root.match(new RegExp(`</${tag}\\s*>`, 'g'))?.length ?? 0, tag).toBe(opened);
    }
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('zh-CN');
    const skeleton = page.querySelector('#root > [data-testid="skeleton"]');
    expect(skeleton?.querySelector('[data-testid="skeleton-banner"]')).not.toBeNull();
    expect(
      TAB_KEYS.map(
        (t) => skeleton?.querySelector(`[data-testid="skeleton-tab-${t}"]`)?.textContent,
      ),
    ).toEqual(TAB_KEYS.map((t) => locale('zh').tabs[t]));
  });

  it("shows the player's stored language before any bundle runs", () => {
    localStorage.setItem('langTypVal', 'th');
    open(render());
    expect(tabLabels()).toEqual(TAB_KEYS.map((t) => locale('th').tabs[t]));
    expect(document.querySelector('[data-sk="title"]')?.textContent).toBe(locale('th').home.title);
    expect(document.documentElement.lang).toBe('th');
  });

  it("names the page, its heading and its tab bar in the player's language", () => {
    const zh = new DOMParser().parseFromString(render(), 'text/html');
    expect(zh.title).toBe(locale('zh').home.title);
    expect(zh.querySelector('nav')?.getAttribute('aria-label')).toBe(locale('zh').tabs.label);
    localStorage.setItem('langTypVal', 'md');
    open(render());
    expect(document.title).toBe(locale('md').home.title);
    expect(document.querySelector('h1')?.textContent).toBe(locale('md').home.title);
    expect(document.querySelector('nav')?.getAttribute('aria-label')).toBe(locale('md').tabs.label);
    expect(document.documentElement.lang).toBe('my');
  });

  it("falls back to the browser's languages when none (or an unknown one) is stored", () => {
    // happy-dom's navigator speaks en-US.
    open(render());
    expect(navigator.languages[0]).toMatch(/^en/);
    expect(tabLabels()).toEqual(TAB_KEYS.map((t) => locale('en').tabs[t]));
    localStorage.setItem('langTypVal', 'xx');
    open(render());
    expect(document.documentElement.lang).toBe('en');
  });

  it("hides home's blocks when the first route is another page, not when it is home", () => {
    for (const hash of ['', '#/', `#${routePath('homeIndex')}`]) {
      location.hash = hash;
      open(render());
      expect(document.documentElement.classList.contains('sk-page'), hash).toBe(false);
    }
    location.hash = `#${routePath('login')}`;
    open(render());
    expect(document.documentElement.classList.contains('sk-page')).toBe(true);
  });
});
