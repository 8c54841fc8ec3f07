import { routePath } from '@platform/routes';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { devPost, loginThroughUi, registerViaApi, TINY_PNG, yuan } from './support';

test('a deposit goes through all four steps with a voucher, the sandbox approves it, the balance shows it', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('deposit')}`);
  await page.getByTestId('method-bankCardTransfer').click();
  const form = page.getByTestId('deposit-form');
  await form.getByTestId('deposit-payerName').locator('input').fill('张三');
  await form.getByTestId('deposit-amount').locator('input').fill('500');
  await form.getByTestId('deposit-submit').click();

  // Step 2: waiting for payment, with the receiving account to pay to.
  await expect(page).toHaveURL(/depositInfo\?orderNo=/);
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo')!;
  await expect(page.getByTestId('payment-instructions')).toBeVisible();
  await expectAccessible(page, 'the deposit order just made');
  await page.getByTestId('paid').click();

  // Step 3: the voucher, uploaded for real and checked by its bytes.
  await page
    .getByTestId('voucher-uploader-input')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('voucher-uploader').locator('img')).toBeVisible();
  await page.getByTestId('confirm-payment').click();

  // Step 4: complete, waiting for the payment processor.
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-status', 'toBeConfirmed');

  // The deposit orders list shows the order with its own status.
  await page.goto(`./#${routePath('depositOrders')}`);
  await expect(page.getByTestId('transaction-item').filter({ hasText: orderNo })).toContainText(
    'To be confirmed',
  );
  await page.goBack();
  await devPost(page.request, `/__dev/sandbox/deposits/${orderNo}/approve`);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-status', 'success', {
    timeout: 30_000,
  });

  await page.goto('./');
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('500.00'));
});
