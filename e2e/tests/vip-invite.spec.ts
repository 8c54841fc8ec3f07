import { routePath } from '@platform/routes';
import { expect, test, type APIRequestContext } from './fixtures';
import {
  API,
  apiCall,
  depositViaSandbox,
  devPost,
  expectLedgerBalanced,
  latestCode,
  localeText,
  newPhone,
  newUsername,
  openAs,
  registerViaApi,
  solveCaptcha,
} from './support';

/**
 * Roulette bets covering every pocket: `unit` fen on red and on black and unit / 18 on zero (a
 * whole number of fen: unit a multiple of 18), so 2 × unit comes back whatever the ball does.
 */
function coverAll(unit: number) {
  return [
    { type: 'red', stake: unit },
    { type: 'black', stake: unit },
    { type: 'straight', numbers: [0], stake: unit / 18 },
  ];
}

async function spin(request: APIRequestContext, token: string, unit: number, n: number) {
  const answer = (await (
    await request.post(`${API}/web/inhouse/roulette/play`, {
      data: { bets: coverAll(unit), idempotencyKey: `e2e-vip-${Date.now()}-${n}` },
      headers: { token },
    })
  ).json()) as { code: number; msg: string };
  expect(answer.code, `spin ${n}: ${answer.msg}`).toBe(0);
}

async function toHouseVenue(request: APIRequestContext, token: string, fen: number, key: string) {
  const moved = await apiCall(request, 'apiCode/convertMoney', token, {
    platCode: 'STHOUSE',
    direction: 'toVenue',
    amount: String(fen),
    idempotencyKey: key,
  });
  expect(moved.code, moved.msg).toBe(0);
}

/**
 * Just after the next daily VIP review (00:10 business time, UTC+8) that has not run yet: each
 * review runs once, so a second test reviews on the day after the last one run.
 */
async function nextReviewTime(request: APIRequestContext): Promise<Date> {
  const business = new Date(Date.now() + 8 * 3_600_000);
  const nextDay = new Date(
    Date.UTC(business.getUTCFullYear(), business.getUTCMonth(), business.getUTCDate() + 1),
  );
  const next = Date.parse(`${nextDay.toISOString().slice(0, 10)}T00:11:00+08:00`);
  const ran = (await (await request.get(`${API}/__dev/scheduler/runs?job=vip.review`)).json()) as {
    runs: { dueAt: string }[];
  };
  const last = Math.max(0, ...ran.runs.map((run) => Date.parse(run.dueAt)));
  return new Date(Math.max(next, last + 24 * 3_600_000 + 60_000));
}

for (const language of ['en', 'zh'] as const) {
  test(`${language}: a player who wagers 10,000 yuan is VIP 2 after the daily review and claims the upgrade gift`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const player = await registerViaApi(page.request);
    await devPost(page.request, '/__dev/credit', { username: player.username, amount: 300_000 });
    await toHouseVenue(page.request, player.token, 300_000, `e2e-vip-${player.username}`);
    // Six spins of 1,850 yuan: 11,100 yuan of valid turnover, 300 yuan lost.
    for (let n = 0; n < 6; n++) await spin(page.request, player.token, 90_000, n);

    await openAs(page, player.token, language, routePath('vipDetail'));
    await expect(page.getByTestId('vip-detail-level')).toHaveText(/VIP\s*1$/);

    // The review runs at 00:10 business time: that one job runs ahead of the scheduler's clock
    // (moving the whole clock would draw tonight's lottery under another test).
    await devPost(page.request, '/__dev/scheduler/run-job', {
      job: 'vip.review',
      to: (await nextReviewTime(page.request)).toISOString(),
    });

    await page.reload();
    await expect(page.getByTestId('vip-detail-level')).toHaveText(/VIP\s*2$/);

    // The upgrade gift waits in the welfare centre; claimed, it is in the reward record.
    await page.goto(`./#${routePath('welfareRecord')}`);
    const gift = page.getByTestId('welfare-item');
    await expect(gift).toHaveCount(1);
    await expect(gift.getByTestId('welfare-item-amount')).toContainText('18.00');
    await gift.getByTestId('welfare-receive').click();
    await expect(page.locator('.adm-toast-main')).toHaveText(
      localeText(language, 'promotions:welfare.item.received'),
    );
    await page.goto(`./#${routePath('rewardRecord', { source: 'vipUpgrade' })}`);
    const reward = page.getByTestId('reward-item');
    await expect(reward).toHaveCount(1);
    await expect(reward.getByTestId('reward-item-source')).toHaveText(
      localeText(language, 'promotions:rewards.source.vipUpgrade'),
    );
    await expect(reward.getByTestId('reward-item-amount')).toContainText('18.00');
    await expectLedgerBalanced(page.request);
  });

  test(`${language}: a friend registers through the inviter's link, deposits and bets; both see the rewards and the inviter the records`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const inviter = await registerViaApi(page.request);
    await openAs(page, inviter.token, language, routePath('inviteFriends'));
    const link = (await page.getByTestId('invite-link').innerText()).trim();
    expect(link).toContain('inviteCode=');

    // The friend, in a browser of their own, opens the link: the code is filled in.
    const friendContext = await browser.newContext({ baseURL: 'http://127.0.0.1:8080/' });
    await friendContext.addInitScript((lang) => localStorage.setItem('langTypVal', lang), language);
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    const form = friendPage.getByTestId('register-form');
    const code = new URL(link.replace('/#/', '/')).searchParams.get('inviteCode')!;
    await expect(form.getByTestId('register-invite').locator('input')).toHaveValue(code);
    const username = newUsername();
    const mobile = newPhone();
    await form.getByTestId('register-username').locator('input').fill(username);
    await form.getByTestId('register-password').locator('input').fill('abc12345');
    await form.getByTestId('register-confirm').locator('input').fill('abc12345');
    await form.getByTestId('register-mobile').locator('input').fill(mobile);
    await form.getByTestId('send-code').click();
    await form
      .getByTestId('register-sms')
      .locator('input')
      .fill(await latestCode(friendPage.request, mobile));
    await solveCaptcha(friendPage, form);
    await form.getByTestId('register-agreement').click();
    await form.getByTestId('register-submit').click();
    await expect(friendPage.getByTestId('balance-card')).toContainText(username);
    const friendToken = (await friendPage.evaluate(() => localStorage.getItem('token')))!;

    // A first deposit of 100 yuan: the friend gets 9 yuan, the inviter 9; then 74 yuan of bets.
    await depositViaSandbox(page.request, friendToken, 10_000);
    await toHouseVenue(page.request, friendToken, 10_000, `e2e-friend-${username}`);
    await spin(page.request, friendToken, 3_600, 0);

    await friendPage.goto(`./#${routePath('rewardRecord')}`);
    const friendReward = friendPage.getByTestId('reward-item');
    await expect(friendReward).toHaveCount(1);
    await expect(friendReward.getByTestId('reward-item-source')).toHaveText(
      localeText(language, 'promotions:rewards.source.invite'),
    );
    await expect(friendReward.getByTestId('reward-item-amount')).toContainText('9.00');
    await friendContext.close();

    await page.reload();
    await expect(page.getByTestId('invite-earnings')).toContainText('9.00');
    await page.goto(`./#${routePath('inviteRecords')}`);
    const record = page.getByTestId('invite-record');
    await expect(record).toHaveCount(1);
    await expect(record.getByTestId('invite-record-first-deposit')).toContainText('100.00');
    await expect(record.getByTestId('invite-record-bonus')).toContainText('9.00');
    await page.getByTestId('invite-tab-rebates').click();
    const rebate = page.getByTestId('invite-rebate');
    await expect(rebate).toHaveCount(1);
    await expect(rebate.getByTestId('invite-rebate-bets')).toContainText('74.00');
    await expectLedgerBalanced(page.request);
  });
}
