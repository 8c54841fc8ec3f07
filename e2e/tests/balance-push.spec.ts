import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import { devPost, loginThroughUi, registerViaApi, yuan } from './support';

/**
 * Balances reach an open page on the member event stream (docs/product-rules.md#event-stream):
 * no polling while the stream is open, polling again as soon as it is down.
 */

const isBalanceCall = (url: string) => url.includes('/web/user/getUserBalance');
const isStream = (url: string) => url.endsWith('/web/events');

/** Counts the page's getUserBalance requests from now on. */
function countBalanceRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (isBalanceCall(request.url())) count += 1;
  });
  return () => count;
}

/** Tells the page it is hidden or shown, as the browser does when its tab goes to the background. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { value, configurable: true });
    Object.defineProperty(document, 'visibilityState', {
      value: value ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function homeWithOpenStream(page: Page) {
  const player = await registerViaApi(page.request);
  const streamOpened = page.waitForResponse(
    (response) =>
      isStream(response.url()) &&
      (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await loginThroughUi(page, player.username, player.password);
  await page.goto(`./#${routePath('home')}`);
  await streamOpened;
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('0.00'));
  return player;
}

test('a balance change reaches the open home page on the stream, without a balance request', async ({
  page,
}) => {
  const player = await homeWithOpenStream(page);
  const balanceRequests = countBalanceRequests(page);

  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 12_300 });
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('123.00'));
  // Longer than the 5 s polling interval: had the page polled, it would have asked by now.
  await page.waitForTimeout(6_000);
  expect(balanceRequests()).toBe(0);
});

test('the balance is polled again while the stream is cut, and the change still arrives', async ({
  page,
}) => {
  const player = await homeWithOpenStream(page);
  // Cut: from now on no stream can open; the page drops its open one (it does so while hidden, as
  // a phone does with a tab in the background) and, shown again, fails to reopen it.
  await page.route(
    (url) => isStream(url.toString()),
    (route) => route.abort(),
  );
  await setHidden(page, true);
  await setHidden(page, false);
  const balanceRequests = countBalanceRequests(page);

  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 4_500 });
  // Polling (every 5 s) brings the change, since nothing is pushed any more.
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('45.00'), { timeout: 12_000 });
  expect(balanceRequests()).toBeGreaterThan(0);
});
