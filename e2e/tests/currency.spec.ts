import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  bindBankCard,
  devPost,
  loginThroughUi,
  registerViaApi,
  setPayPassword,
  spinRedAndBlack,
  TINY_PNG,
} from './support';

const PAY_PASSWORD = '135791';
/** A THB amount as any language writes it: the code or the baht sign. */
const THB = /THB|฿/;

test('a new member chooses THB before the first deposit, deposits, plays the deposit once and withdraws, every amount in THB', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, PAY_PASSWORD);
  await bindBankCard(page.request, player.token, PAY_PASSWORD);
  await loginThroughUi(page, player.username, player.password);

  // The choice is open above the deposit form until money moves (docs/product-rules.md#currency).
  await page.goto(`./#${routePath('deposit')}`);
  await page.getByTestId('wallet-currency-choice-THB').click();
  await expect(page.getByTestId('wallet-currency-choice-THB')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // 500 baht, the least a bank transfer takes in baht (100 yuan's figure, read in THB).
  await page.getByTestId('method-bankCardTransfer').click();
  const form = page.getByTestId('deposit-form');
  await expect(form.getByTestId('amount-currency')).toContainText('THB');
  await form.getByTestId('deposit-payerName').locator('input').fill('张三');
  await form.getByTestId('deposit-amount').locator('input').fill('500');
  await form.getByTestId('deposit-submit').click();

  await expect(page).toHaveURL(/depositInfo\?orderNo=/);
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo')!;
  // The amount to pay as a bank app pastes it: plain digits in baht's two decimals.
  await expect(page.getByTestId('payment-instructions')).toContainText('500.00');
  await page.getByTestId('paid').click();
  await page
    .getByTestId('voucher-uploader-input')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('voucher-uploader').locator('img')).toBeVisible();
  await page.getByTestId('confirm-payment').click();
  await devPost(page.request, `/__dev/sandbox/deposits/${orderNo}/approve`);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-status', 'success', {
    timeout: 30_000,
  });

  // The home page's total: 500 baht.
  await page.goto('./');
  await expect(page.getByTestId('balance-total')).toContainText(THB);
  await expect(page.getByTestId('balance-total')).toContainText('500.00');

  // The currency is fixed now: the settings row says so.
  await page.goto(`./#${routePath('settings')}`);
  await expect(page.getByTestId('wallet-currency-fixed')).toHaveText('THB');

  // And 500 baht more that is not a deposit (an adjustment, in satang: no turnover asked for it),
  // so that whatever the wheel does, 500 baht is left to withdraw.
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 50_000 });

  // Not yet wagered: the withdraw page says what stands in the way.
  await page.goto(`./#${routePath('withdraw')}`);
  await expect(page.getByTestId('withdraw-blocker-turnover')).toBeVisible();

  // 800 baht to the in-house venue, 250 on red and 250 on black: 500 baht of valid turnover.
  await spinRedAndBlack(page, '800', ['chip-10000', 'chip-10000', 'chip-5000'], {
    currency: 'THB',
  });

  // Back to the central wallet, in baht.
  await page.goto(`./#${routePath('transfer')}`);
  await page.getByTestId('one-key-recovery').click();
  await expect(page.getByTestId('recovery-result')).toBeVisible();
  await expect(page.getByTestId('central-balance')).toContainText(THB);

  // The withdrawal request, in baht.
  await page.goto(`./#${routePath('withdraw')}`);
  await expect(page.getByTestId('withdraw-blocker-turnover')).toHaveCount(0);
  const withdraw = page.getByTestId('withdraw-form');
  await expect(withdraw.getByTestId('amount-currency')).toContainText('THB');
  await expect(withdraw).toContainText(THB);
  await withdraw.getByTestId('withdraw-amount').locator('input').fill('500');
  await withdraw.getByTestId('withdraw-submit').click();
  const keyboard = page.getByTestId('paypwd-keyboard');
  for (const digit of PAY_PASSWORD) await keyboard.getByRole('button', { name: digit }).click();
  await expect(page.getByTestId('withdraw-success')).toHaveAttribute('data-status', 'reviewing');
  await expect(page.getByTestId('withdraw-success')).toContainText(THB);
});
