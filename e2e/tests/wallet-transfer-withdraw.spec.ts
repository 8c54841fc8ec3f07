import { routePath } from '@platform/routes';
import { expectAccessible } from './accessibility';
import { expect, test, type Page } from './fixtures';
import {
  apiCall,
  bindBankCard,
  devPost,
  loginThroughUi,
  registerViaApi,
  setPayPassword,
  yuan,
} from './support';

const PAY_PASSWORD = '135791';

async function fundedMember(page: Page, fen: number) {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, PAY_PASSWORD);
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: fen });
  return player;
}

test('central wallet → venue, then one-key recovery brings it all back', async ({ page }) => {
  const player = await fundedMember(page, 10_000);
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('transfer')}`);
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('100.00'));
  await page.getByTestId('transfer-to').click();
  await page.getByTestId('transfer-to-option-STSLOT').click();
  await page.getByTestId('transfer-amount').locator('input').fill('30');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'posted');
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('70.00'));
  await expect(page.getByTestId('venue-balance-STSLOT')).toHaveAttribute('data-balance', '3000');
  // The result is read out in words: what happened and the amount.
  await expect(page.getByTestId('live-region-polite')).toContainText('30.00');
  await expectAccessible(page, 'the transfer result');

  await page.getByTestId('one-key-recovery').click();
  await expect(page.getByTestId('recovery-result')).toContainText('30.00');
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('100.00'));
  await expect(page.getByTestId('venue-balance-STSLOT')).toHaveAttribute('data-balance', '0');
});

test('a withdrawal with the payment password holds the amount; the payout completes it; records list the lot', async ({
  page,
}) => {
  const player = await fundedMember(page, 100_000);
  await bindBankCard(page.request, player.token, PAY_PASSWORD);
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('withdraw')}`);
  const form = page.getByTestId('withdraw-form');
  await expect(form.getByTestId('withdraw-account')).toBeVisible();
  await form.getByTestId('withdraw-amount').locator('input').fill('200');
  const keyboard = page.getByTestId('paypwd-keyboard');

  // A wrong payment password: refused, read out at once, nothing held, the form as filled.
  await form.getByTestId('withdraw-submit').click();
  for (const digit of '000000') await keyboard.getByRole('button', { name: digit }).click();
  const refusal = page.getByTestId('live-region-assertive');
  await expect(refusal).not.toBeEmpty();
  await expect(page.getByTestId('paypwd-sheet')).toHaveCount(0);
  await expect(form.getByTestId('withdraw-amount').locator('input')).toHaveValue('200');
  await expectAccessible(page, 'the refused withdrawal');
  const refused = await apiCall(page.request, 'user/getUserBalance', player.token);
  expect(refused.userBalanceMap).toMatchObject({ centralWallet: 100_000 });

  await form.getByTestId('withdraw-submit').click();
  for (const digit of PAY_PASSWORD) await keyboard.getByRole('button', { name: digit }).click();

  await expect(page.getByTestId('withdraw-success')).toHaveAttribute('data-status', 'reviewing');
  const orderNo = (await page.getByTestId('withdraw-order-no').innerText()).trim();
  const held = await apiCall(page.request, 'user/getUserBalance', player.token);
  expect(held.userBalanceMap).toMatchObject({ centralWallet: 80_000 });

  await devPost(page.request, `/__dev/sandbox/withdrawals/${orderNo}/pay`);
  const quick = await apiCall(page.request, 'withdraw/checkIsQuickWithdraw', player.token);
  expect(quick).toMatchObject({ isQuickWithdraw: true, pendingOrderNo: null });

  await page.goto(`./#${routePath('transactions')}`);
  const items = page.getByTestId('transaction-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('transaction-list')).toContainText(orderNo);
});
