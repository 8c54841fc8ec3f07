import { expect, test } from './fixtures';
import { API } from './support';

const RESTRICTED_IP = '203.0.113.77';

/**
 * The site server tells the API the address it saw and drops any X-Forwarded-For a client wrote
 * (docs/decisions.md#security-headers), so a browser cannot pose as another address through it.
 * To play a player at a restricted address, this test stands where a trusted proxy would: the
 * page's /web calls go to the API itself, on loopback (which the API trusts), naming that address.
 */
test('a restricted ip lands on the access page, which shows the ip', async ({
  page,
  playwright,
}) => {
  const admin = await playwright.request.newContext();
  expect(
    (await admin.post(`${API}/__dev/restrict`, { data: { ip: RESTRICTED_IP } })).ok(),
  ).toBeTruthy();
  await page.route('**/web/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `${API}${pathname}${search}`,
      headers: { ...route.request().headers(), 'x-forwarded-for': RESTRICTED_IP },
    });
    await route.fulfill({ response });
  });
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
