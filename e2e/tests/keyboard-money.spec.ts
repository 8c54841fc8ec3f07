import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import { tabTo } from './keyboard';
import { devPost, registerViaApi, setPayPassword, signInAs, yuan } from './support';

/**
 * The money journeys with the keyboard only (docs/accessibility.md#keyboard): no click, no tap,
 * only `page.keyboard` — Tab and Shift+Tab to move, Enter and Space to act, typing into fields.
 * Each step asserts where focus is before it acts, so a control Tab never reaches fails by name.
 */

async function member(page: Page) {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, '135791');
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 10_000 });
  await signInAs(page, player.token, 'en');
  return player;
}

test('a deposit order made with the keyboard only', async ({ page }) => {
  await member(page);
  await page.goto(`./#${routePath('deposit')}`);
  await page.reload();
  await expect(page.getByTestId('method-bankCardTransfer')).toBeVisible();

  // The method tile: a button, chosen with Enter.
  const method = page.getByTestId('method-bankCardTransfer');
  await tabTo(page, method);
  await page.keyboard.press('Enter');
  await expect(method).toHaveAttribute('aria-pressed', 'true');

  const form = page.getByTestId('deposit-form');
  await tabTo(page, form.getByTestId('deposit-payerName').locator('input'));
  await page.keyboard.type('张三');
  await tabTo(page, form.getByTestId('deposit-amount').locator('input'));
  await page.keyboard.type('500');
  const submit = form.getByTestId('deposit-submit');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  // The order: its number, the account to pay to, each copy button reachable and named.
  await expect(page).toHaveURL(/depositInfo\?orderNo=/);
  await expect(page.getByTestId('payment-instructions')).toBeVisible();
  const copyAmount = page.getByTestId('copy-amount');
  await expect(copyAmount).toHaveAccessibleName('Copy Amount to transfer');
  await tabTo(page, copyAmount);
  await tabTo(page, page.getByTestId('paid'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('voucher-uploader')).toBeVisible();
});

test('a transfer from the central wallet to a venue made with the keyboard only', async ({
  page,
}) => {
  await member(page);
  await page.goto(`./#${routePath('transfer')}`);
  await page.reload();
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('100.00'));

  // The "to" side: a button that opens a sheet of venues; focus goes into the sheet, where Tab
  // reaches a venue's row and Enter chooses it.
  const to = page.getByTestId('transfer-to');
  await tabTo(page, to);
  await page.keyboard.press('Enter');
  const venue = page.getByTestId('transfer-to-option-STSLOT');
  await expect(venue).toBeVisible();
  await tabTo(page, venue);
  await page.keyboard.press('Enter');
  await expect(venue).toBeHidden();
  await expect(to).not.toHaveText('');

  await tabTo(page, page.getByTestId('transfer-amount').locator('input'));
  await page.keyboard.type('30');
  const submit = page.getByTestId('transfer-submit');
  await tabTo(page, submit);
  await page.keyboard.press('Space');

  const result = page.getByTestId('transfer-result');
  await expect(result).toHaveAttribute('data-status', 'posted');
  // Read out in words, not only shown.
  await expect(page.getByTestId('live-region-polite')).toContainText('30.00');
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('70.00'));
});
