import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import { localeText } from './support';

/**
 * The installable app (docs/architecture.md#installable-app): the manifest, the service worker the
 * shell registers, the offline page, and no API answer in any cache.
 */
test.use({ serviceWorkers: 'allow' });

/** Opens home and waits for the shell's worker to be active and to control the page. */
async function underWorker(page: Page) {
  await page.goto('./');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
    )
    .toBe('activated');
  await page.reload();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('the app is installable: a valid manifest, no installability errors, the worker in control', async ({
  page,
  context,
}) => {
  await underWorker(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as {
    icons?: { sizes: string }[];
    display?: string;
  };
  expect(parsed.display).toBe('standalone');
  expect(parsed.icons?.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser's context is a private profile, which Chromium never installs from; that is
  // the browser's state, not the page's. Every other reason would be the page's.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope))
    .toBe(new URL('./', page.url()).href);
});

test("without network a page is the offline page in the player's language; back online, retry shows the app", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => localStorage.setItem('langTypVal', 'th'));
  const page = await context.newPage();
  await underWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('h1')).toHaveText(localeText('th', 'shell:offline.title'));
  await expect(page.getByTestId('offline-retry')).toHaveText(
    localeText('th', 'shell:offline.retry'),
  );

  // Still offline: trying again shows the offline page again.
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-page')).toBeVisible();

  await context.setOffline(false);
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('home')).toBeVisible();
  await context.close();
});

test('no API answer is ever in a cache, while the shell and the visited area are', async ({
  page,
}) => {
  const calls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/web/')) calls.add(request.url());
  });
  await underWorker(page);
  await page.goto(`./#${routePath('help')}`);
  await expect(page.getByTestId('help-customer-service')).toBeVisible();
  expect(calls.size).toBeGreaterThan(0);

  const cached = await page.evaluate(
    async (apiCalls) => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      const matched: string[] = [];
      for (const url of apiCalls) if (await caches.match(url)) matched.push(url);
      return { names, urls, matched };
    },
    [...calls],
  );
  expect(cached.matched).toEqual([]);
  expect(cached.urls.filter((url) => new URL(url).pathname.startsWith('/web/'))).toEqual([]);
  expect(cached.names.some((name) => name.startsWith('shell-'))).toBe(true);
  expect(cached.names.some((name) => name.startsWith('area-support-'))).toBe(true);
});
