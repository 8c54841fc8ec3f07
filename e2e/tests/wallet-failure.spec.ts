import { routePath } from '@platform/routes';
import { expect, test, type Page, type Route } from './fixtures';
import { apiCall, devPost, loginThroughUi, registerViaApi, setPayPassword, yuan } from './support';

/**
 * A transfer whose request is cut mid-flight (docs/product-rules.md#money): the form keeps what was
 * typed under the "unknown result" notice, and "Try again" resends the same attempt (same
 * idempotency key), so the money moves exactly once whether the cut came before the server saw the
 * request or after it had applied it.
 */

const VENUE = 'STSLOT';
const CONVERT = '**/web/apiCode/convertMoney';

interface Sent {
  key: string | null;
  orderNo?: string;
}

async function balances(page: Page, token: string) {
  const central = await apiCall(page.request, 'user/getUserBalance', token);
  const venue = await apiCall(page.request, 'apiCode/getUserPlatBalance', token, {
    platCode: VENUE,
  });
  const transfers = await apiCall(
    page.request,
    'transactionRecord/queryTransactionRecordList',
    token,
    { type: 'transfer', pageSize: '100' },
  );
  return {
    central: (central.userBalanceMap as { centralWallet: number }).centralWallet,
    venue: venue.balance as number,
    transfers: (transfers.list as { orderNo: string; amount: number }[]).map((r) => ({
      orderNo: r.orderNo,
      amount: r.amount,
    })),
  };
}

/** A funded player with a payment password on the transfer page, central → venue, 30 typed. */
async function typedTransfer(page: Page) {
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, '135791');
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 10_000 });
  await loginThroughUi(page, player.username, player.password);
  await page.goto(`./#${routePath('transfer')}`);
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('100.00'));
  await page.getByTestId('transfer-to').click();
  await page.getByTestId(`transfer-to-option-${VENUE}`).click();
  await page.getByTestId('transfer-amount').locator('input').fill('30');
  const chosenTo = await page.getByTestId('transfer-to').innerText();
  expect(chosenTo.trim()).not.toBe('');
  return { player, chosenTo };
}

/** The request's idempotency key (the form body of convertMoney). */
function keyOf(route: Route): string | null {
  return new URLSearchParams(route.request().postData() ?? '').get('idempotencyKey');
}

async function expectFormKept(page: Page, chosenTo: string) {
  await expect(page.getByTestId('unknown-outcome')).toBeVisible();
  await expect(page.getByTestId('unknown-outcome-records')).toBeVisible();
  await expect(page.getByTestId('transfer-amount').locator('input')).toHaveValue('30');
  await expect(page.getByTestId('transfer-to')).toHaveText(chosenTo);
  await expect(page.getByTestId('transfer-result')).toHaveCount(0);
}

async function retryAndExpectOnce(page: Page, token: string, sent: Sent[]) {
  await page.getByTestId('unknown-outcome-retry').click();
  await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'posted');
  await expect(page.getByTestId('unknown-outcome')).toHaveCount(0);
  // Two requests, one attempt: the retry carried the same key as the cut request.
  expect(sent).toHaveLength(2);
  expect(sent[0]!.key).toMatch(/\S/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
  // The money moved exactly once: on the page, in the balances and in the records.
  await expect(page.getByTestId('central-balance')).toHaveText(yuan('70.00'));
  await expect(page.getByTestId(`venue-balance-${VENUE}`)).toHaveAttribute('data-balance', '3000');
  const after = await balances(page, token);
  expect(after.central).toBe(7_000);
  expect(after.venue).toBe(3_000);
  expect(after.transfers).toHaveLength(1);
  expect(after.transfers[0]!.amount).toBe(3_000);
  return after;
}

test('a transfer cut before it reaches the server keeps the form; "Try again" moves the money once', async ({
  page,
}) => {
  const { player, chosenTo } = await typedTransfer(page);
  const sent: Sent[] = [];
  await page.route(CONVERT, async (route) => {
    sent.push({ key: keyOf(route) });
    if (sent.length === 1) await route.abort('connectionreset');
    else await route.continue();
  });

  await page.getByTestId('transfer-submit').click();
  await expectFormKept(page, chosenTo);
  // Nothing reached the server.
  const cut = await balances(page, player.token);
  expect(cut).toEqual({ central: 10_000, venue: 0, transfers: [] });

  await retryAndExpectOnce(page, player.token, sent);
});

test('a transfer whose answer is cut after the server applied it: "Try again" does not move it twice', async ({
  page,
}) => {
  const { player, chosenTo } = await typedTransfer(page);
  const sent: Sent[] = [];
  await page.route(CONVERT, async (route) => {
    const entry: Sent = { key: keyOf(route) };
    sent.push(entry);
    // The request reaches the server and is applied; the answer is lost on the way back.
    const response = await route.fetch();
    entry.orderNo = ((await response.json()) as { orderNo?: string }).orderNo;
    if (sent.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });

  await page.getByTestId('transfer-submit').click();
  await expectFormKept(page, chosenTo);
  // The server did move the money, once.
  const cut = await balances(page, player.token);
  expect(cut.central).toBe(7_000);
  expect(cut.venue).toBe(3_000);
  expect(cut.transfers).toHaveLength(1);

  const after = await retryAndExpectOnce(page, player.token, sent);
  // The retry was answered with the transfer already made, not a new one.
  expect(sent[0]!.orderNo).toMatch(/\S/);
  expect(sent[1]!.orderNo).toBe(sent[0]!.orderNo);
  expect(after.transfers[0]!.orderNo).toBe(sent[0]!.orderNo);
});
