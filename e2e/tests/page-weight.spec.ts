import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import { registerViaApi, trackRequests } from './support';

/**
 * What a page downloads before its first screen, checked on the production build by what the
 * scripts contain: zod marks the contract's schemas, react-spring's node marker the kit's animation
 * library. Idle-time preloading is switched off so that only what the page itself needs is counted.
 */
const SCHEMAS = 'ZodError';
const ANIMATION = 'Animated:node';

function recordScripts(page: Page) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(await response.text().catch(() => ''));
  });
  return {
    loaded: (marker: string) => bodies.some((body) => body.includes(marker)),
  };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    (window as unknown as { requestIdleCallback: () => number }).requestIdleCallback = () => 0;
  });
});

test("home's first screen loads neither the schema library nor the animation library", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('./');
  await expect(page.getByTestId('guest-prompt')).toBeVisible();
  await expect(page.getByTestId('category-sports')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.loaded(SCHEMAS), 'zod on home').toBe(false);
  expect(scripts.loaded(ANIMATION), 'react-spring on home').toBe(false);

  // Opening a dialog is what brings the animation library.
  await page.getByTestId('shortcut-deposit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // (A script's body is read after its response arrives: asked again until it is in.)
  await expect.poll(() => scripts.loaded(ANIMATION), 'react-spring once a dialog opens').toBe(true);
});

test("the deposit page's first screen loads the schemas only once the form is used", async ({
  page,
  request,
}) => {
  const { token } = await registerViaApi(request);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  const scripts = recordScripts(page);
  const network = trackRequests(page);
  await page.goto('./');
  await page.getByTestId('shortcut-deposit').click();
  await expect(page).toHaveURL(new RegExp(`#${routePath('deposit')}`));
  const payer = page.getByTestId('deposit-payerName').locator('input');
  await expect(payer).toBeEditable();
  await network.settled();
  expect(scripts.loaded(SCHEMAS), 'zod before the form is used').toBe(false);

  await payer.focus();
  await expect
    .poll(() => scripts.loaded(SCHEMAS), { message: 'zod once the form is used' })
    .toBe(true);
});
