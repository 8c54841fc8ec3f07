import { routePath } from '@platform/routes';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  API,
  apiCall,
  AREA_PAGES,
  bindBankCard,
  DESK_AGENTS,
  devPost,
  expectPageReads,
  LANGUAGES,
  localeText,
  openDesk,
  registerViaApi,
  setPayPassword,
  signInAs,
  trackRequests,
} from './support';

/**
 * The routes area-languages.spec.ts cannot open bare: the pages reached with an id (made through
 * the API first, so each shows its real state), the payout-account forms, and every guest route of
 * an area opened signed out, where the page differs (a login prompt, the guest chat). Each is read
 * in the 8 languages with the same checks (docs/accessibility.md#how-it-is-tested).
 */
test.describe.configure({ mode: 'parallel' });

interface Stop {
  path: string;
  /** The page's title in a language. */
  title: (language: string) => string;
  /** What else the page must show in a language. */
  also?: (language: string) => Promise<void>;
}

const titled =
  (key: string) =>
  (language: string): string =>
    localeText(language, key);

/**
 * Opens each stop in each language: the first page of a language afresh (a deep link, whose tab
 * title names the site all the same), the others in the app.
 */
async function sweep(page: Page, stops: Stop[], signIn: (language: string) => Promise<void>) {
  const network = trackRequests(page);
  for (const language of LANGUAGES) {
    await signIn(language);
    let first = true;
    for (const { path, title, also } of stops) {
      await page.goto(`./#${path}`);
      if (first) await page.reload();
      first = false;
      await expectPageReads(page, network, `${language} ${path}`, title(language));
      await also?.(language);
    }
  }
}

/** Signed out, in `language` (what the app keeps across reloads). */
async function asGuest(page: Page, language: string) {
  await page.goto('./');
  await page.evaluate((lang) => {
    localStorage.removeItem('token');
    localStorage.setItem('langTypVal', lang);
  }, language);
}

async function listed<T>(request: APIRequestContext, path: string, token: string, field: string) {
  const answer = await apiCall(request, path, token);
  expect(answer.code, answer.msg).toBe(0);
  const list = answer[field] as T[];
  expect(list.length, `${path} ${field}`).toBeGreaterThan(0);
  return list[0]!;
}

test('every wallet page reached with an id and every payout-account form reads in each of the 8 languages, with no untranslated key, nothing wider than the screen, no WCAG A/AA violation, and every label whole at 200 % text', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const request = page.request;
  const player = await registerViaApi(request);
  await setPayPassword(request, player.token, '102938');
  await devPost(request, '/__dev/credit', { username: player.username, amount: 50_000 });
  await bindBankCard(request, player.token, '102938');
  // An order waiting for payment: the deposit steps, the orders list and the processor's frame.
  const order = (await (
    await request.post(`${API}/web/pay/bankCardRemittance/createOrder`, {
      data: { amount: 30_000, payerName: '李四', idempotencyKey: `e2e-routes-${player.username}` },
      headers: { token: player.token },
    })
  ).json()) as { code: number; msg: string; orderNo: string };
  expect(order.code, order.msg).toBe(0);
  const transaction = await listed<{ orderNo: string }>(
    request,
    'transactionRecord/queryTransactionRecordList',
    player.token,
    'list',
  );
  const card = await listed<{ id: number }>(
    request,
    'userBankCard/queryList',
    player.token,
    'bankCardList',
  );
  // A stand-in for a processor's checkout page that allows being framed (the seeded payees have
  // no pay link): the simulated venue's page.
  const payUrl = `http://127.0.0.1:8080/web/sim/launch?platCode=STHOUSE&lang=en`;

  const forms = [
    ['addBankCard', 'bankCard'],
    ['addAlipay', 'alipay'],
    ['addWechat', 'wechat'],
    ['addVirtualCoin', 'virtualCoin'],
    ['addEbpay', 'ebpay'],
    ['addKoipay', 'koipay'],
    ['addGeneric', 'generic'],
  ] as const;
  const stops: Stop[] = [
    {
      path: routePath('depositInfo', { orderNo: order.orderNo }),
      title: titled('wallet:deposit.infoTitle'),
    },
    {
      path: routePath('payPage', { url: payUrl, orderNo: order.orderNo }),
      title: titled('wallet:deposit.pay.pageTitle'),
      // The processor's page is not ours, but its frame is named in the player's language.
      also: (language) =>
        expect(page.getByTestId('pay-frame')).toHaveAttribute(
          'title',
          localeText(language, 'wallet:deposit.pay.pageTitle'),
        ),
    },
    { path: routePath('depositOrders'), title: titled('wallet:deposit.orders') },
    {
      path: routePath('transactionDetail', { orderNo: transaction.orderNo }),
      title: titled('wallet:records.detailTitle'),
    },
    {
      path: routePath('accountDetail', { kind: 'bankCard', id: card.id }),
      title: titled('wallet:cards.detailTitle'),
    },
    ...forms.map(([route, kind]) => ({
      path: routePath(route),
      title: (language: string) =>
        localeText(language, 'wallet:cards.addTitle').replace(
          '{{kind}}',
          localeText(language, `wallet:cards.kind.${kind}`),
        ),
    })),
  ];
  await sweep(page, stops, (language) => signInAs(page, player.token, language));
});

test('the verified real name, a message and an answered feedback read in each of the 8 languages, with no untranslated key, nothing wider than the screen, no WCAG A/AA violation, and every label whole at 200 % text', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const request = page.request;
  const player = await registerViaApi(request);
  await setPayPassword(request, player.token, '102938');
  // The first bank card names the holder, which confirms the real name.
  await bindBankCard(request, player.token, '102938');
  // Registration leaves a welcome message.
  const message = await listed<{ id: number }>(request, 'message/list', player.token, 'list');
  const description = `Feedback of ${player.username}: the deposit page took a while to load.`;
  const saved = await apiCall(request, 'feedback/save', player.token, {
    questionType: 'deposit',
    description,
  });
  expect(saved.code, saved.msg).toBe(0);
  const feedback = saved.feedback as { id: number };
  // The desk answers it, so the detail shows the reply too.
  const { page: agent, close: closeDesk } = await openDesk(browser, DESK_AGENTS.online);
  await agent.getByRole('button', { name: 'Feedback' }).click();
  await agent.locator('[data-testid^="feedback-"]', { hasText: player.username }).click();
  const reply = 'Thank you: the deposit page is faster since this morning.';
  await agent.locator('#feedback-reply-text').fill(reply);
  await agent.locator('#feedback-reply-send').click();
  await expect(agent.getByTestId('desk-feedback-reply')).toContainText(reply);
  await closeDesk();

  const stops: Stop[] = [
    { path: routePath('verifiedState'), title: titled('account:settings.verified.title') },
    {
      path: routePath('messageDetail', { id: message.id }),
      title: titled('account:mail.detailTitle'),
    },
    {
      path: routePath('feedbackDetail', { id: feedback.id }),
      title: titled('support:feedback.detail.title'),
    },
  ];
  await sweep(page, stops, (language) => signInAs(page, player.token, language));
});

/**
 * Every guest route of an area whose page differs for a guest (a login prompt, the guest chat, the
 * offers and VIP as a visitor sees them); the shell's are language.spec.ts's. The sponsor, about,
 * browser and help pages read no signed-in state: area-languages.spec.ts reads them already.
 */
const GUEST_PAGES = AREA_PAGES.filter(({ path }) =>
  (
    [
      'gameList',
      'gameVerify',
      'offers',
      'offerView',
      'offerDetail',
      'promotion',
      'vipPrivilege',
      'vipDetail',
      'agent',
      'customerService',
      'contacting',
    ] as const
  ).some((name) => path.split('?')[0] === routePath(name)),
);

test('every area page that differs for a guest reads to a guest in each of the 8 languages, with no untranslated key, nothing wider than the screen, no WCAG A/AA violation, and every label whole at 200 % text', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const stops = GUEST_PAGES.map(({ path, title }) => ({ path, title: titled(title) }));
  expect(stops).toHaveLength(11);
  await sweep(page, stops, (language) => asGuest(page, language));
});
