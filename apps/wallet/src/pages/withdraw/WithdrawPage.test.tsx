import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpointMeta, type PayloadOf, type Withdrawal } from '@platform/api-client';
import type { WithdrawalBlocker } from '@platform/api-client/contract';
import { answer } from '@platform/api-client/mocks';
import {
  connection,
  inputOf,
  recordCalls,
  renderPage,
  server,
  type SentBody,
  typeAndLeave,
  typeInto,
} from '@platform/ui/testing';
import { bankCard } from '../../features/paymentAccounts/fixtures';
import { transInfo } from '../../features/transfer/fixtures';
import { extraRules, withdrawMethods } from '../../features/withdraw/fixtures';
import WithdrawPage from './WithdrawPage';

const URL = routePath('withdraw');

function serveWithdraw({
  methods = withdrawMethods(),
  info = transInfo(),
  cards = [bankCard(1)],
} = {}) {
  server.use(
    answer('getWithdrawMethod', methods),
    answer('getWithdrawExtraRule', extraRules),
    answer('getUserTransInfo', info),
    answer('bankCardList', { bankCardList: cards, maxBankCards: 10 }),
  );
}

const order: Withdrawal = {
  orderNo: 'W20260301000002',
  method: 'bankCard',
  type: 'scheduled',
  window: '6-12',
  accountId: 1,
  accountLabel: '**** **** **** 1001',
  amount: 50_000,
  extraAmount: 100,
  status: 'scheduled',
  createdAt: '2026-03-01T08:00:00.000Z',
  expectedArrivalAt: '2026-03-01T20:00:00.000Z',
  completedAt: null,
};

/** Types the payment password into the six cells (what the number keyboard does key by key). */
function typePayPassword(digits: string) {
  const cells = screen.getByTestId('paypwd-input').querySelector('input')!;
  fireEvent.change(cells, { target: { value: digits } });
}

async function formReady() {
  await screen.findByTestId('withdraw-form');
  // The first bank card is chosen for the player once the list is there.
  await waitFor(() => expect(screen.getByTestId('withdraw-account').textContent).toContain('1001'));
}

/** The info the server gives while gates stand: nothing can be withdrawn now ("up to" is 0). */
function blockedBy(...blockers: WithdrawalBlocker[]) {
  return { ...withdrawMethods({ availableAmount: 0 }), blockers };
}

/** What the player sees before typing anything: the gate, the form disabled, nothing sent. */
async function shownBeforeInput(code: WithdrawalBlocker['code'], text: string) {
  const send = recordCalls('withdraw', { withdrawal: order });
  server.use(send.handler);
  const view = renderPage(<WithdrawPage />, { url: URL });
  const blocker = await screen.findByTestId(`withdraw-blocker-${code}`);
  expect(blocker.textContent).toContain(text);
  expect(screen.getByTestId('withdraw-available').textContent).toBe('CN¥0.00');
  expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByTestId('withdraw-all') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByTestId('withdraw-submit'));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('paypwd-sheet')).toBeNull();
  expect(send.calls).toHaveLength(0);
  return view;
}

describe('withdraw', () => {
  it('needs a payment password first', async () => {
    serveWithdraw();
    renderPage(<WithdrawPage />, { url: URL, session: { payPwdSet: false } });
    expect(await screen.findByTestId('gate-payPassword')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('is blocked while an order is not yet verified', async () => {
    serveWithdraw({ methods: blockedBy({ code: 'openOrder', orderNo: 'W20260301000001' }) });
    const send = recordCalls('withdraw', { withdrawal: order });
    server.use(send.handler);
    renderPage(<WithdrawPage />, { url: URL });
    const blocked = await screen.findByTestId('withdraw-blocked');
    expect(blocked.textContent).toContain(
      'An order not yet verified exists, so withdrawal is blocked. Please contact customer service.',
    );
    expect(blocked.textContent).toContain('W20260301000001');
    const submit = screen.getByTestId('withdraw-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('paypwd-sheet')).toBeNull();
    expect(send.calls).toHaveLength(0);
  });

  it("shows today's quota and refuses an amount over what is available", async () => {
    serveWithdraw();
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    const quota = screen.getByTestId('withdraw-quota');
    expect(quota.textContent).toContain('Withdrawals: 1 of 5 used');
    expect(screen.getByTestId('withdraw-count-left').textContent).toBe('4 left');
    expect(quota.textContent).toContain('Amount: CN¥200.00 of CN¥50,000.00 used');
    expect(screen.getByTestId('withdraw-available').textContent).toBe('CN¥1,000.50');

    // The central wallet (1,000.50) caps today's quota here.
    typeAndLeave('withdraw-amount', '1000.51');
    expect(
      await screen.findByText('The amount cannot exceed the source wallet balance'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('paypwd-sheet')).toBeNull();

    typeAndLeave('withdraw-amount', '99');
    expect(await screen.findByText('The minimum amount is CN¥100.00')).toBeTruthy();
  });

  it('cannot be sent once the day has no withdrawals left', async () => {
    serveWithdraw({
      methods: {
        ...blockedBy({ code: 'countUsed', countLimit: 5 }),
        dailyQuota: { ...withdrawMethods().dailyQuota, countUsed: 5, availableAmount: 0 },
      },
    });
    await shownBeforeInput(
      'countUsed',
      "You have used today's 5 withdrawals. Please come back tomorrow.",
    );
    expect(screen.getByTestId('withdraw-count-left').textContent).toBe('0 left');
    expect(screen.queryByTestId('withdraw-blocker-countUsed-action')).toBeNull();
  });

  it('shows the extra of the chosen window for the amount typed', async () => {
    serveWithdraw();
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    expect(screen.queryByTestId('withdraw-window-0-6')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-type-scheduled'));
    expect((await screen.findByTestId('withdraw-window-18-24')).textContent).toContain('+0.6%');
    typeInto('withdraw-amount', '1000');
    fireEvent.click(screen.getByTestId('withdraw-window-18-24'));
    expect((await screen.findByTestId('withdraw-extra')).textContent).toBe(
      'Extra reward CN¥6.00 (0.6%)',
    );
    fireEvent.click(screen.getByTestId('withdraw-window-0-6'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-extra').textContent).toBe('Extra reward CN¥1.00 (0.1%)'),
    );
    typeInto('withdraw-amount', '123.45');
    await waitFor(() => expect(screen.getByTestId('withdraw-extra').dataset.fen).toBe('12'));
  });

  it('asks for an arrival window before a scheduled withdrawal', async () => {
    serveWithdraw();
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    fireEvent.click(screen.getByTestId('withdraw-type-scheduled'));
    typeInto('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(
      await screen.findByText('Please choose an arrival window for a scheduled withdrawal'),
    ).toBeTruthy();
    expect(screen.queryByTestId('paypwd-sheet')).toBeNull();
  });

  it('takes the payment password on the number keyboard, sends the order and shows it', async () => {
    serveWithdraw();
    const send = recordCalls('withdraw', { withdrawal: order });
    server.use(send.handler);
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    fireEvent.click(screen.getByTestId('withdraw-type-scheduled'));
    fireEvent.click(await screen.findByTestId('withdraw-window-6-12'));
    typeInto('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('paypwd-keyboard')).toBeTruthy();
    typePayPassword('123456');

    await waitFor(() => expect(send.calls).toHaveLength(1));
    const { idempotencyKey, ...sent } = send.calls[0]!;
    expect(sent).toEqual({
      method: 'bankCard',
      type: 'scheduled',
      window: '6-12',
      accountId: '1',
      amount: '50000',
      payPassword: '123456',
    });
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const success = await screen.findByTestId('withdraw-success');
    expect(success.dataset.status).toBe('scheduled');
    expect(screen.getByTestId('withdraw-order-no').textContent).toBe('W20260301000002');
    // 20:00 UTC is 04:00 the next day in business time, shown with its offset.
    expect(screen.getByTestId('withdraw-expected-arrival').textContent).toBe(
      '2026-03-02 04:00 (GMT+8)',
    );
  });

  it('sends an instant withdrawal without a window, and retries a lost request with the same key', async () => {
    serveWithdraw();
    const calls: SentBody[] = [];
    server.use(
      http.post(`*/web/${endpointMeta.withdraw.path}`, async ({ request }) => {
        calls.push(Object.fromEntries(new URLSearchParams(await request.text())));
        if (calls.length === 1) return HttpResponse.error();
        return HttpResponse.json({ code: 0, msg: 'success', withdrawal: order });
      }),
    );
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    typeInto('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('paypwd-input');
    typePayPassword('123456');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty('window');
    expect(calls[0]).toMatchObject({ type: 'instant' });
    await waitFor(() => expect(screen.queryByTestId('paypwd-sheet')).toBeNull());

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('paypwd-input');
    typePayPassword('123456');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(await screen.findByTestId('withdraw-success')).toBeTruthy();
  });

  it('shows the methods not open yet as disabled, and says why', async () => {
    serveWithdraw();
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    expect((screen.getByTestId('withdraw-method-virtualCoin') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByTestId('withdraw-method-bankCard') as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      screen.getByText(
        'Virtual coin, EBpay and KOIpay open after your first successful withdrawal',
      ),
    ).toBeTruthy();
  });

  it('offers to add a bank card when the player has none, before anything is typed', async () => {
    serveWithdraw({ cards: [], methods: blockedBy({ code: 'noPayoutAccount' }) });
    const { router } = await shownBeforeInput('noPayoutAccount', 'Add a bank card to withdraw to.');
    fireEvent.click(screen.getByTestId('withdraw-blocker-noPayoutAccount-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('addBankCard')));
  });

  it('says how much turnover is still to play, with a way to the games, before anything is typed', async () => {
    serveWithdraw({ methods: blockedBy({ code: 'turnover', remaining: 50_000 }) });
    const { router } = await shownBeforeInput(
      'turnover',
      'Play CN¥500.00 more of valid turnover (1x your deposits) before withdrawing.',
    );
    fireEvent.click(screen.getByTestId('withdraw-blocker-turnover-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('gameList')));
  });

  it("says today's amount is used and to come back tomorrow", async () => {
    serveWithdraw({ methods: blockedBy({ code: 'amountUsed', amountLimit: 5_000_000 }) });
    await shownBeforeInput(
      'amountUsed',
      "You have used today's withdrawal amount (CN¥50,000.00). Please come back tomorrow.",
    );
  });

  it('says the central wallet is below the minimum, with a way to deposit', async () => {
    serveWithdraw({
      methods: blockedBy({ code: 'belowMinimum', minAmount: 10_000, balance: 5_000 }),
    });
    const { router } = await shownBeforeInput(
      'belowMinimum',
      'Your central wallet holds CN¥50.00; the smallest withdrawal is CN¥100.00.',
    );
    fireEvent.click(screen.getByTestId('withdraw-blocker-belowMinimum-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('deposit')));
  });

  it('shows every gate standing at once, in order', async () => {
    serveWithdraw({
      methods: blockedBy(
        { code: 'openOrder', orderNo: 'W20260301000001' },
        { code: 'turnover', remaining: 50_000 },
        { code: 'noPayoutAccount' },
      ),
    });
    renderPage(<WithdrawPage />, { url: URL });
    const list = await screen.findByTestId('withdraw-blockers');
    const shown = [...list.querySelectorAll('[data-testid^="withdraw-blocke"]')].map(
      (el) => (el as HTMLElement).dataset.testid,
    );
    expect(shown).toEqual([
      'withdraw-blocked',
      'withdraw-blocker-turnover',
      'withdraw-blocker-turnover-action',
      'withdraw-blocker-noPayoutAccount',
      'withdraw-blocker-noPayoutAccount-action',
    ]);
  });
});

describe('withdraw in auto-transfer mode', () => {
  const recovered: PayloadOf<'oneTouchTransfer'> = {
    recoveredAmount: 20_000,
    skippedPlatCodes: [],
    userBalanceMap: transInfo().userBalanceMap,
  };

  it('recovers every venue balance on arrival and says so', async () => {
    serveWithdraw({ info: transInfo({ autoTransfer: true }) });
    const recovery = recordCalls('oneTouchTransfer', recovered);
    server.use(recovery.handler);
    renderPage(<WithdrawPage />, { url: URL });
    const notice = await screen.findByText(
      'Auto-transfer is on: CN¥200.00 was brought back from the venues to your central wallet.',
    );
    expect(notice).toBeTruthy();
    expect(recovery.calls).toHaveLength(1);
  });

  it('leaves the venues alone when auto-transfer is off', async () => {
    serveWithdraw();
    const recovery = recordCalls('oneTouchTransfer', recovered);
    server.use(recovery.handler);
    renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    expect(recovery.calls).toHaveLength(0);
    expect(screen.queryByTestId('withdraw-auto-recovery')).toBeNull();
  });
});

describe('a withdrawal that gets no answer', () => {
  it('keeps the page and the filled form, says the result is unknown, and retries the same request', async () => {
    serveWithdraw();
    const line = connection();
    server.use(line.handler);
    const send = recordCalls('withdraw', () =>
      line.isDown() ? HttpResponse.error() : { withdrawal: order },
    );
    server.use(send.handler);
    const { refusals } = renderPage(<WithdrawPage />, { url: URL });
    await formReady();
    typeInto('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('paypwd-input');

    // Offline: the withdrawal and every refetch its tags start fail.
    line.goOffline();
    typePayPassword('123456');
    const notice = await screen.findByTestId('unknown-outcome');
    expect(notice.textContent).toContain('the money may or may not have moved');
    expect(screen.getByTestId('unknown-outcome-records')).toBeTruthy();
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(inputOf('withdraw-amount').value).toBe('500');
    expect(screen.getByTestId('withdraw-account').textContent).toContain('1001');
    expect(refusals).toEqual([]);
    expect(screen.queryByTestId('withdraw-success')).toBeNull();

    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(send.calls).toHaveLength(2));
    expect(send.calls[1]).toEqual(send.calls[0]);
    expect(send.calls[0]).toMatchObject({ amount: '50000', payPassword: '123456' });
    expect(await screen.findByTestId('withdraw-success')).toBeTruthy();
  });
});
