import { routePath } from '@platform/routes';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { localeText } from './support';

const TABS = ['home', 'offers', 'service', 'sponsor', 'my'] as const;

/** The skeleton in apps/shell/index.html paints home before any script (docs/architecture.md#composition-and-rollout). */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home paints its chrome from the HTML alone: the banner box and the tab bar in the default language', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page.getByTestId('skeleton-banner')).toBeVisible();
    const banner = await page.getByTestId('skeleton-banner').boundingBox();
    // The banner's 5:2 box across the 390 px screen.
    expect(banner?.height).toBeCloseTo(156, 0);
    await expect(page.getByTestId('skeleton-tabbar')).toBeVisible();
    for (const tab of TABS)
      await expect(page.getByTestId(`skeleton-tab-${tab}`)).toHaveText(
        localeText('zh', `shell:tabs.${tab}`),
      );
  });
});

test("the skeleton's tab labels are the app's, in the player's language (no text jump)", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('langTypVal', 'th'));
  const page = await context.newPage();

  // The first paint: the shell's scripts never arrive, so only the HTML's skeleton is on screen.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('./');
  await expect(page.getByTestId('skeleton-tabbar')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const painted = await Promise.all(
    TABS.map((tab) => page.getByTestId(`skeleton-tab-${tab}`).textContent()),
  );
  expect(painted).toEqual(TABS.map((tab) => localeText('th', `shell:tabs.${tab}`)));
  // The HTML alone is a page a screen reader can use: titled, a heading, named landmarks, text
  // that passes contrast, in Thai.
  await expect(page).toHaveTitle(localeText('th', 'shell:home.title'));
  await expect(
    page.getByRole('navigation', { name: localeText('th', 'shell:tabs.label') }),
  ).toBeVisible();
  await expectAccessible(page, 'the first-paint skeleton in th');

  // The app mounted: React replaced the skeleton, and its tab bar says the same.
  await page.unroute('**/static/js/**');
  await page.goto('./');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  const mounted = await Promise.all(
    TABS.map((tab) => page.getByTestId(`tab-${tab}`).textContent()),
  );
  expect(mounted).toEqual(painted);
  await context.close();
});

test('a first route other than home paints the bare navigation bar, not home', async ({ page }) => {
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto(`./#${routePath('login')}`);
  await expect(page.getByTestId('skeleton')).toBeAttached();
  await expect(page.getByTestId('skeleton-banner')).toBeHidden();
  await expect(page.getByTestId('skeleton-tabbar')).toBeHidden();
});

test("home's banner is drawn by the HTML before the app's code, and the app asks for the slides only once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/web/guest/index/getSilde')) asked.push(request.url());
  });
  // Hold the shell's scripts back: whatever is on screen now came from the HTML alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./', { waitUntil: 'commit' });
  const early = page.getByTestId('skeleton-banner').locator('img');
  await expect(early).toBeVisible();
  const title = await early.getAttribute('alt');
  expect(title).toBeTruthy();

  release();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('banner').getByRole('img', { name: title! })).toBeVisible();
  expect(asked).toHaveLength(1);
});
