import { routePath } from '@platform/routes';
import { expect, test, type Browser, type Page } from './fixtures';
import {
  defaultVersion,
  delivery,
  deviceContext,
  deviceIn,
  publishVariant,
  releases,
  versionsFetched,
} from './delivery';
import { openAs, registerViaApi } from './support';

/**
 * Delivery per area (docs/product-rules.md#delivery): a new wallet version rolled out to part of
 * the devices, a broken canary rolled back by the API on the shell's health reports, and an
 * operator's rollback. The tests share the wallet's release state, so they run one after another.
 */
test.describe.configure({ mode: 'serial' });

/** Opens the wallet's transaction record as a player on this device; answers the page. */
async function openWallet(browser: Browser, device: string, token: string) {
  const context = await deviceContext(browser, device);
  const page = await context.newPage();
  const fetched = versionsFetched(page, 'wallet');
  await openAs(page, token, 'en', routePath('transactions'));
  await expect(page.getByTestId('area-page-wallet')).toBeAttached();
  await expect(page.getByTestId('transaction-filters')).toBeVisible();
  return { page, fetched };
}

/** Reloads and answers the wallet versions fetched by that load only. */
async function reloadWallet(page: Page) {
  const fetched = versionsFetched(page, 'wallet');
  await page.reload();
  await expect(page.getByTestId('transaction-filters')).toBeVisible();
  return fetched;
}

test('a new wallet version at 50 % goes to some devices, and each device keeps its version', async ({
  browser,
  request,
}) => {
  const stable = await defaultVersion(request, 'wallet');
  const canary = await publishVariant(request, 'wallet');
  const { stdout } = await delivery('rollout', 'wallet', canary, '--traffic', '50');
  expect(stdout).toMatch(new RegExp(`${canary}\\s+50 %`));
  const player = await registerViaApi(request);

  const onCanary = await openWallet(browser, deviceIn('wallet', 50, true), player.token);
  const onStable = await openWallet(browser, deviceIn('wallet', 50, false), player.token);
  expect([...onCanary.fetched]).toEqual([canary]);
  expect([...onStable.fetched]).toEqual([stable]);

  // Across reloads each device stays where it was.
  for (let i = 0; i < 2; i += 1) {
    expect([...(await reloadWallet(onCanary.page))]).toEqual([canary]);
    expect([...(await reloadWallet(onStable.page))]).toEqual([stable]);
  }

  // A tester opens the canary on any device by naming it.
  await onStable.page.goto(`./?version=wallet@${canary}#${routePath('transactions')}`);
  await expect(onStable.page.getByTestId('transaction-filters')).toBeVisible();

  await delivery('rollback', 'wallet');
  await onCanary.page.context().close();
  await onStable.page.context().close();
});

test('a canary whose remote throws is rolled back by the API by itself; its devices go back to the default', async ({
  browser,
  request,
}) => {
  const stable = await defaultVersion(request, 'wallet');
  const broken = await publishVariant(request, 'wallet', { broken: true });
  await delivery('rollout', 'wallet', broken, '--traffic', '50');
  const player = await registerViaApi(request);

  // The canary's device: the broken entry fails, the shell loads the default in its place, so the
  // player still gets the page; each failed view is reported when the page is hidden.
  const { page, fetched } = await openWallet(browser, deviceIn('wallet', 50, true), player.token);
  expect(fetched).toEqual(new Set([broken, stable]));
  await expect
    .poll(
      async () => {
        await reloadWallet(page);
        return (await releases(request, 'wallet')).versions.find((v) => v.version === broken)
          ?.traffic;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(0);
  const state = await releases(request, 'wallet');
  expect(state.events[0]).toMatchObject({ version: broken, action: 'auto-rollback' });
  expect(state.versions.find((v) => v.default)).toMatchObject({ version: stable, traffic: 100 });

  // The next load goes straight to the default: the broken version is not even fetched.
  expect([...(await reloadWallet(page))]).toEqual([stable]);
  await page.context().close();
});

test('pnpm rollback brings the previous default back on the next page load', async ({
  browser,
  request,
}) => {
  const previous = await defaultVersion(request, 'wallet');
  const next = await publishVariant(request, 'wallet');
  await delivery('rollout', 'wallet', next, '--traffic', '100');
  const player = await registerViaApi(request);
  const { page, fetched } = await openWallet(browser, deviceIn('wallet', 50, false), player.token);
  expect([...fetched]).toEqual([next]);

  const { ms } = await delivery('rollback', 'wallet');
  test.info().annotations.push({ type: 'rollback command', description: `${ms} ms` });
  expect(await defaultVersion(request, 'wallet')).toBe(previous);
  expect([...(await reloadWallet(page))]).toEqual([previous]);
  await page.context().close();
});
