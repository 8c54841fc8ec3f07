import { expect, test } from './fixtures';
import { API, apiCall, loginThroughUi, registerViaApi, yuan } from './support';

test('the balance shown on home is refreshed while logged in', async ({ page }) => {
  const player = await registerViaApi(page.request);
  await loginThroughUi(page, player.username, player.password);
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('0.00'));
  const credited = await page.request.post(`${API}/__dev/credit`, {
    data: { username: player.username, amount: 12_345 },
  });
  expect(credited.ok()).toBeTruthy();
  // No reload and no tap: the 5 s balance poll brings the new amount.
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('123.45'), { timeout: 12_000 });
});

test('a 401 mid-session clears the session and lands on login', async ({ page }) => {
  const player = await registerViaApi(page.request);
  await loginThroughUi(page, player.username, player.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // Revoke the browser's token behind its back; the next balance poll answers 401.
  const revoked = await apiCall(page.request, 'user/logout', token!);
  expect(revoked.code).toBe(0);
  await expect(page).toHaveURL(/#\/pages\/login\/login/, { timeout: 12_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('./');
  await expect(page.getByTestId('guest-prompt')).toBeVisible();
});
