import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import { apiCall, devPost, loginThroughUi, registerViaApi, setPayPassword, yuan } from './support';

/**
 * The total balance counts the money in the venues (docs/product-rules.md#transfers): moving money
 * from the central wallet to a venue leaves the total the same on every page that shows it.
 */

const VENUE = 'STSLOT';

/** Where each page shows the total. */
const TOTALS = [
  { path: routePath('home'), testId: 'balance-total' },
  { path: routePath('my'), testId: 'my-balance-total' },
  { path: routePath('transfer'), testId: 'total-balance' },
] as const;

async function shownTotals(page: Page) {
  const shown: string[] = [];
  for (const { path, testId } of TOTALS) {
    await page.goto(`./#${path}`);
    const total = page.getByTestId(testId);
    // A number, not the placeholder shown before the first answer.
    await expect(total).toHaveText(/\d/);
    // Every venue's balance is known here: none is left out of the total.
    await expect(page.getByTestId(`${testId}-unknown`)).toHaveCount(0);
    shown.push((await total.innerText()).trim());
  }
  return shown;
}

test('after a central → venue transfer, home, my page and the transfer page show the same total as before', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  // The transfer page asks for a payment password first.
  await setPayPassword(page.request, player.token, '135791');
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 10_000 });
  await loginThroughUi(page, player.username, player.password);

  const before = await shownTotals(page);
  expect(before.map((shown) => yuan('100.00').test(shown))).toEqual([true, true, true]);

  await page.goto(`./#${routePath('transfer')}`);
  await page.getByTestId('transfer-to').click();
  await page.getByTestId(`transfer-to-option-${VENUE}`).click();
  await page.getByTestId('transfer-amount').locator('input').fill('30');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'posted');
  // The money did leave the central wallet for the venue.
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('70.00'));
  await expect(page.getByTestId(`venue-balance-${VENUE}`)).toHaveAttribute('data-balance', '3000');

  expect(await shownTotals(page)).toEqual(before);
  const answer = await apiCall(page.request, 'user/getUserBalance', player.token);
  expect(answer.userBalanceMap).toMatchObject({ centralWallet: 7_000, total: 10_000 });
});
