import { expect, test } from '@playwright/test';
import { API } from './support';

const RESTRICTED_IP = '203.0.113.77';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': RESTRICTED_IP } });

test('a restricted ip lands on the access page, which shows the ip', async ({
  page,
  playwright,
}) => {
  const admin = await playwright.request.newContext();
  expect(
    (await admin.post(`${API}/__dev/restrict`, { data: { ip: RESTRICTED_IP } })).ok(),
  ).toBeTruthy();
  try {
    await page.goto('./');
    await expect(page).toHaveURL(/#\/pages\/access\/access/);
    await expect(page.getByTestId('access-ip')).toHaveText(RESTRICTED_IP);
    expect(await page.evaluate(() => localStorage.getItem('restrictedIp'))).toBe(RESTRICTED_IP);
  } finally {
    await admin.delete(`${API}/__dev/restrict`, { data: { ip: RESTRICTED_IP } });
    await admin.dispose();
  }
});
