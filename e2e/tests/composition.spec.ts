import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import { loginThroughUi, registerViaApi } from './support';

// React itself, and the facades through which the router (@platform/ui/router), the store and api
// slice (@platform/api-client) and i18next (@platform/i18n) are shared.
const SINGLETONS = [
  'react',
  'react-dom',
  '@platform/ui/router',
  '@platform/api-client',
  '@platform/ui',
  '@platform/i18n',
];

test("one remote down shows that area's fallback while home, login and other areas keep working @smoke", async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  // The account area is unreachable from both of its origins (the store and its mirror).
  const ACCOUNT_FILES = '**/deploy/account/**';
  await page.route(ACCOUNT_FILES, (route) => route.abort('connectionrefused'));
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('my')}`);
  await expect(page.getByTestId('area-fallback-account')).toBeVisible();
  await expect(page.getByTestId('area-retry')).toBeVisible();

  // Another area (the wallet) still loads and shows its page.
  await page.goto(`./#${routePath('transfer')}`);
  await expect(page.getByTestId('area-page-wallet')).toBeAttached();
  await expect(page.locator('.ui-nav-title')).toHaveText('Transfer');
  await page.goto('./');
  await expect(page.getByTestId('balance-card')).toBeVisible();
  await page.goto(`./#${routePath('login')}`);
  await expect(page.getByTestId('login-form')).toBeVisible();

  // Still down when the player comes back to it: the fallback again, not a blank page.
  await page.goto(`./#${routePath('my')}`);
  await expect(page.getByTestId('area-fallback-account')).toBeVisible();

  // The remote comes back: retry loads the area without reloading the page.
  await page.unroute(ACCOUNT_FILES);
  await page.getByTestId('area-retry').click();
  await expect(page.getByTestId('area-page-account')).toBeAttached();
  await expect(page.getByTestId('my-header')).toBeVisible();
});

test('the shell and the areas share one React, one store and one api slice @smoke', async ({
  page,
}) => {
  await page.goto(`./#${routePath('sponsor')}`);
  await expect(page.getByTestId('area-page-support')).toBeAttached();
  await page.goto(`./#${routePath('vipPrivilege')}`);
  await expect(page.getByTestId('area-page-promotions')).toBeAttached();
  const shares = await page.evaluate((names) => {
    type Share = {
      loaded?: boolean;
      loading?: unknown;
      from: string;
      version: string;
      useIn?: string[];
    };
    const registry = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { loadedFrom: string[]; usedBy: string[] }> = {};
    for (const name of names) {
      const loadedFrom = new Set<string>();
      const usedBy = new Set<string>();
      for (const scopes of Object.values(registry)) {
        for (const version of Object.values(scopes.default?.[name] ?? {})) {
          if (version.loaded) loadedFrom.add(`${version.from}@${version.version}`);
          for (const user of version.useIn ?? []) usedBy.add(user);
        }
      }
      result[name] = { loadedFrom: [...loadedFrom], usedBy: [...usedBy] };
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    expect(shares[name]!.loadedFrom, name).toHaveLength(1);
    expect(shares[name]!.loadedFrom[0], name).toMatch(/^shell@/);
  }
  // The areas visited resolved the shared i18n to the shell's one copy instead of their own.
  expect(shares['@platform/i18n']!.usedBy).toEqual(
    expect.arrayContaining(['support', 'promotions']),
  );
});
