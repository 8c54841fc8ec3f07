import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  apiCall,
  devPost,
  loginThroughUi,
  luhnCardNumber,
  registerViaApi,
  setPayPassword,
} from './support';

test('a bank card with a bad number is refused and nothing is saved; a valid one is accepted', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, '246810');
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('addBankCard')}`);
  const form = page.getByTestId('bank-card-form');
  await form.getByTestId('field-holderName').locator('input').fill('张三');
  await form.getByTestId('field-bankId').click();
  await page.getByTestId('field-bankId-options').locator('.adm-list-item').first().click();
  const good = luhnCardNumber(`622202${String(Date.now()).slice(-9)}`);
  const bad = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
  await form.getByTestId('field-cardNumber').locator('input').fill(bad);
  await form.getByTestId('field-branchAddress').locator('input').fill('Shenzhen Futian branch');
  await form.getByTestId('field-payPassword').locator('input').fill('246810');
  await form.getByTestId('account-submit').click();

  await expect(form.locator('.adm-form-item-feedback-error')).toContainText(/card number/i);
  const none = await apiCall(page.request, 'userBankCard/queryList', player.token);
  expect(none.bankCardList).toEqual([]);

  await form.getByTestId('field-cardNumber').locator('input').fill(good);
  await form.getByTestId('account-submit').click();
  // A payout account needs the login password proved on this session: the app asks, then binds.
  const confirm = page.getByTestId('confirm-password');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('confirm-password-input').locator('input').fill(player.password);
  await confirm.getByTestId('confirm-password-submit').click();
  await expect(page).toHaveURL(/#\/pages\/cards\/index/);
  await expect(page.getByTestId('accounts-bankCard')).toContainText(good.slice(-4));
  const saved = await apiCall(page.request, 'userBankCard/queryList', player.token);
  expect(saved.bankCardList).toHaveLength(1);
});

test('the transaction record lists what moved the money @smoke', async ({ page }) => {
  const player = await registerViaApi(page.request);
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 20_000 });
  const moved = await apiCall(page.request, 'apiCode/convertMoney', player.token, {
    platCode: 'STSLOT',
    direction: 'toVenue',
    amount: '5000',
    idempotencyKey: `e2e-${Date.now()}`,
  });
  expect(moved.code, moved.msg).toBe(0);
  await loginThroughUi(page, player.username, player.password);

  await page.goto(`./#${routePath('transactions')}`);
  const items = page.getByTestId('transaction-item');
  await expect(items).toHaveCount(2);
  await items.first().click();
  await expect(page.getByTestId('transaction-detail')).toContainText('Star Slots');
});
