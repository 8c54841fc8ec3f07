import { routePath } from '@platform/routes';
import { expect, test, type APIRequestContext } from './fixtures';
import {
  API,
  apiCall,
  depositViaSandbox,
  devPost,
  expectLedgerBalanced,
  localeText,
  openAs,
  registerViaApi,
  setPayPassword,
  tapToNavigate,
  yuan,
} from './support';

/** The seeded first-deposit offer: 100 % up to 388 yuan, the venue locked until 12× turnover. */
const FIRST_DEPOSIT_OFFER = 201;

/**
 * One roulette spin at the in-house venue that covers every pocket: 36 yuan on red, 36 on black
 * and 2 on zero. Whatever the ball does, 72 of the 74 yuan come back, and the 74 yuan staked are
 * valid turnover — so the test reaches the lock's turnover in a known number of spins.
 */
const COVER_ALL = [
  { type: 'red', stake: 3_600 },
  { type: 'black', stake: 3_600 },
  { type: 'straight', numbers: [0], stake: 200 },
];
const SPIN_TURNOVER = 7_400;

async function spin(request: APIRequestContext, token: string, n: number) {
  const answer = (await (
    await request.post(`${API}/web/inhouse/roulette/play`, {
      data: { bets: COVER_ALL, idempotencyKey: `e2e-offer-spin-${Date.now()}-${n}` },
      headers: { token },
    })
  ).json()) as { code: number; msg: string };
  expect(answer.code, `spin ${n}: ${answer.msg}`).toBe(0);
}

interface LockInfo {
  platCode: string;
  requiredTurnover: number;
  completedTurnover: number;
}

async function houseLock(request: APIRequestContext, token: string) {
  const info = (await apiCall(request, 'user/getUserTransInfo', token)) as unknown as {
    venueLockList: LockInfo[];
  };
  return info.venueLockList.find((lock) => lock.platCode === 'STHOUSE');
}

for (const language of ['en', 'zh'] as const) {
  test(`${language}: a first-deposit bonus locks the in-house venue until its turnover is played, then unlocks and shows in the reward record`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const player = await registerViaApi(page.request);
    // The transfer page asks for a payment password first.
    await setPayPassword(page.request, player.token, '135790');
    await depositViaSandbox(page.request, player.token, 20_000);

    // The offer from the offers tab, then its page, then the application.
    await openAs(page, player.token, language, routePath('offers'));
    // Pull-down refresh is off on every page (docs/product-rules.md#routes): the list has a
    // refresh button instead, which asks for the offers again.
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY),
    ).toBe('none');
    const refresh = page.getByRole('button', {
      name: localeText(language, 'promotions:offers.refresh'),
    });
    const reloaded = page.waitForResponse((r) => r.url().includes('/web/guest/activity/list'));
    await refresh.click();
    expect((await reloaded).ok()).toBe(true);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await page.locator(`[data-testid="offer-card"][data-id="${FIRST_DEPOSIT_OFFER}"]`).click();
    await expect(page.getByTestId('offer-view')).toBeVisible();
    await expect(page.getByTestId('offer-terms')).toBeVisible();
    const form = page.getByTestId('apply-form');
    await tapToNavigate(page.getByTestId('apply-button'), form);
    await form.getByTestId('apply-venue-STHOUSE').click();
    await form.getByTestId('apply-amount').locator('input').fill('100');
    await expect(form.getByTestId('preview-bonus')).toContainText('100.00');
    await expect(form.getByTestId('preview-lock')).toContainText('2,400.00');
    await form.getByTestId('apply-submit').click();
    await expect(page.getByTestId('apply-money-result')).toHaveAttribute('data-status', 'posted');

    // The transfer page: the venue holds 100 + 100 and is locked with 2,400 to play.
    const lockRow = page.getByTestId('venue-lock-STHOUSE');
    await tapToNavigate(page.getByTestId('result-transfer'), lockRow);
    await expect(lockRow).toContainText('2,400.00');
    // The lock's own rule, with the offer's multiple (12).
    await expect(page.getByTestId('venue-lock-rule-STHOUSE')).toContainText('12');
    await expect(page.getByTestId('central-balance')).toHaveText(yuan('100.00'));

    // Play until the turnover is met: 33 spins of 74 yuan make 2,442 of valid turnover.
    const spins = Math.ceil(240_000 / SPIN_TURNOVER);
    for (let n = 0; n < spins; n++) await spin(page.request, player.token, n);
    await expect
      .poll(async () => (await houseLock(page.request, player.token))?.completedTurnover)
      .toBeGreaterThanOrEqual(240_000);

    // The lock is met but stays until the next transfer with the venue, which releases it.
    await page.reload();
    await expect(lockRow).toBeVisible();
    await page.getByTestId('transfer-to').click();
    await page.getByTestId('transfer-to-option-STHOUSE').click();
    await page.getByTestId('transfer-amount').locator('input').fill('1');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'posted');
    await expect(page.getByTestId('venue-locks')).toHaveCount(0);
    expect(await houseLock(page.request, player.token)).toBeUndefined();

    // Unlocked: one-key recovery brings the venue's money back (100 + 100 − 33 × 2 + 1 = 135).
    await page.getByTestId('one-key-recovery').click();
    await expect(page.getByTestId('recovery-result')).toContainText('135.00');

    // The bonus in the reward record, paid.
    await page.goto(`./#${routePath('rewardRecord')}`);
    const reward = page.getByTestId('reward-item');
    await expect(reward).toHaveCount(1);
    await expect(reward.getByTestId('reward-item-source')).toHaveText(
      localeText(language, 'promotions:rewards.source.offer'),
    );
    await expect(reward.getByTestId('reward-item-amount')).toContainText('100.00');
    await expect(reward.getByTestId('reward-item-status')).toHaveText(
      localeText(language, 'promotions:rewards.status.paid'),
    );

    await expectLedgerBalanced(page.request);
  });

  test(`${language}: one welfare item claimed from two tabs at once is paid once`, async ({
    page,
    context,
  }) => {
    const player = await registerViaApi(page.request);
    await devPost(page.request, '/__dev/welfare/grant', {
      username: player.username,
      amount: 888,
    });
    await openAs(page, player.token, language, routePath('welfareRecord'));
    const second = await context.newPage();
    await second.goto(`./#${routePath('welfareRecord')}`);
    const tabs = [page, second];
    for (const tab of tabs) await expect(tab.getByTestId('welfare-receive')).toBeEnabled();

    await Promise.all(tabs.map((tab) => tab.getByTestId('welfare-receive').click()));
    const toasts = await Promise.all(
      tabs.map(async (tab) => {
        const toast = tab.locator('.adm-toast-main');
        await expect(toast).toBeVisible();
        return toast.innerText();
      }),
    );
    expect(toasts.sort()).toEqual(
      [
        localeText(language, 'promotions:welfare.item.received'),
        localeText(language, 'errors:welfareAlreadyClaimed'),
      ].sort(),
    );

    // Paid once: 8.88 yuan in the welfare wallet, one reward.
    const balance = await apiCall(page.request, 'user/getUserBalance', player.token);
    expect((balance.userBalanceMap as { welfareWallet: number }).welfareWallet).toBe(888);
    await page.goto(`./#${routePath('rewardRecord')}`);
    await expect(page.getByTestId('reward-item')).toHaveCount(1);
    await expect(page.getByTestId('reward-item-amount')).toContainText('8.88');

    await expectLedgerBalanced(page.request);
  });
}
