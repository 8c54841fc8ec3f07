import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  apiCall,
  bindBankCard,
  depositViaSandbox,
  devPost,
  loginThroughUi,
  registerViaApi,
  setPayPassword,
  spinRedAndBlack,
} from './support';

const PAY_PASSWORD = '246810';

/**
 * Money in, played once, money out (docs/product-rules.md#withdrawals): a deposit must be wagered
 * once before it can be withdrawn, and the bets of the in-house venue are what count.
 */
test('deposit, play the deposit once at the in-house venue, see the bet in the bet record, then withdraw (refused before)', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, PAY_PASSWORD);
  await bindBankCard(page.request, player.token, PAY_PASSWORD);

  // A real deposit of 100 yuan, approved by the payment processor's sandbox.
  await depositViaSandbox(page.request, player.token, 10_000);
  // And 100 yuan more that is not a deposit (an adjustment: no turnover asked for it), so that
  // whatever the wheel does, 100 yuan is left to withdraw.
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 10_000 });

  // Not yet wagered: the withdraw page says what stands in the way.
  await loginThroughUi(page, player.username, player.password);
  await page.goto(`./#${routePath('withdraw')}`);
  await expect(page.getByTestId('withdraw-blocker-turnover')).toBeVisible();

  // 200 yuan to the in-house venue, 50 on red and 50 on black: 100 yuan of valid turnover.
  await spinRedAndBlack(page, '200', ['chip-5000']);

  // The bet record lists the round: one bet, 100 yuan staked, 100 yuan of valid turnover.
  await page.goto(`./#${routePath('betRecord')}`);
  await expect(page.getByTestId('bet-item')).toHaveCount(1);
  await expect(page.getByTestId('sum-betCount')).toContainText('1');
  await expect(page.getByTestId('sum-validTurnover')).toContainText('100.00');

  // Back to the central wallet (at least the 100 yuan not staked), then the withdrawal.
  await page.goto(`./#${routePath('transfer')}`);
  await page.getByTestId('one-key-recovery').click();
  await expect(page.getByTestId('recovery-result')).toBeVisible();
  const balance = await apiCall(page.request, 'user/getUserBalance', player.token);
  expect(
    (balance.userBalanceMap as { centralWallet: number }).centralWallet,
  ).toBeGreaterThanOrEqual(10_000);

  await page.goto(`./#${routePath('withdraw')}`);
  await expect(page.getByTestId('withdraw-blocker-turnover')).toHaveCount(0);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').locator('input').fill('100');
  await form.getByTestId('withdraw-submit').click();
  const keyboard = page.getByTestId('paypwd-keyboard');
  for (const digit of PAY_PASSWORD) await keyboard.getByRole('button', { name: digit }).click();
  await expect(page.getByTestId('withdraw-success')).toHaveAttribute('data-status', 'reviewing');
});
