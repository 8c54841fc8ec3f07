import { routePath } from '@platform/routes';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer } from '@platform/api-client/mocks';
import { HttpResponse } from 'msw';
import {
  connection,
  inputOf,
  recordCalls,
  renderPage,
  server,
  typeAndLeave,
  typeInto,
} from '@platform/ui/testing';
import { transInfo, venueBalances } from '../../features/transfer/fixtures';
import { PENDING_TRANSFER_REFRESH_MS } from '../../features/transfer/rules';
import TransferPage from './TransferPage';

const URL = routePath('transfer');

function serveWallets(info = transInfo()) {
  server.use(
    answer('getUserTransInfo', info),
    answer('getTransWalletBalanceInfo', { venueBalanceList: venueBalances }),
  );
}

const posted = {
  orderNo: 'C1',
  status: 'posted' as const,
  userBalanceMap: { centralWallet: 90_050, lockWallet: 0, welfareWallet: 6_600, total: 96_650 },
  venueBalance: 30_000,
};

/**
 * Chooses a side in one of the two pickers (their options are a bottom sheet, which comes with the
 * kit's overlays on first use: the options are waited for).
 */
async function pick(side: 'transfer-from' | 'transfer-to', value: string) {
  fireEvent.click(screen.getByTestId(side));
  fireEvent.click(await screen.findByTestId(`${side}-option-${value}`));
}

describe('transfer', () => {
  it('shows the central, lock and welfare wallets, every venue with its flags, and the locks', async () => {
    serveWallets();
    renderPage(<TransferPage />, { url: URL });
    expect((await screen.findByTestId('central-balance')).textContent).toBe('CN¥1,000.50');
    expect(screen.getByTestId('welfare-balance').textContent).toBe('CN¥66.00');
    expect(screen.getByTestId('venue-balance-STSPORT').textContent).toContain('CN¥200.00');
    expect(screen.getByTestId('venue-balance-STESPORT').textContent).toContain('Under maintenance');
    expect(screen.getByTestId('venue-balance-STSLOT').textContent).toContain('Locked');
    expect(screen.getByTestId('venue-lock-STSLOT').textContent).toContain(
      'Turnover CN¥2,400.00 of CN¥10,656.00',
    );
  });

  it("shows each lock's rule with that lock's own multiple, one line per lock (10 and 12)", async () => {
    const [slots] = transInfo().venueLockList;
    serveWallets(
      transInfo({
        venueLockList: [
          { ...slots!, turnoverMultiple: 12 },
          {
            ...slots!,
            platCode: 'STSPORT',
            platName: 'ST Sports',
            requiredTurnover: 888_000,
            turnoverMultiple: 10,
          },
        ],
      }),
    );
    renderPage(<TransferPage />, { url: URL });
    const slotsRule = await screen.findByTestId('venue-lock-rule-STSLOT');
    const sportsRule = screen.getByTestId('venue-lock-rule-STSPORT');
    expect(slotsRule.textContent).toContain('until 12x');
    expect(sportsRule.textContent).toContain('until 10x');
    expect(within(screen.getByTestId('venue-lock-STSPORT')).queryByText(/12x/)).toBeNull();
  });

  it('hides the venues with no balance when asked', async () => {
    serveWallets();
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('venue-balance-STLIVE');
    fireEvent.click(screen.getByRole('switch', { name: 'Hide venues with no balance' }));
    await waitFor(() => expect(screen.queryByTestId('venue-balance-STLIVE')).toBeNull());
    expect(screen.getByTestId('venue-balance-STSPORT')).toBeTruthy();
  });

  it('refuses an amount over the source balance and sends nothing', async () => {
    serveWallets();
    const convert = recordCalls('convertMoney', posted);
    server.use(convert.handler);
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    await pick('transfer-from', 'STSPORT');
    typeAndLeave('transfer-amount', '200.01');
    expect(
      await screen.findByText('The amount cannot exceed the source wallet balance'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(convert.calls).toHaveLength(0);
  });

  it('fills in the whole source balance with "all" and sends it in fen, once per attempt', async () => {
    serveWallets();
    const convert = recordCalls('convertMoney', posted);
    server.use(convert.handler);
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    await pick('transfer-to', 'STSPORT');
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect(inputOf('transfer-amount').value).toBe('1000.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));

    await waitFor(() => expect(convert.calls).toHaveLength(1));
    const { idempotencyKey, ...sent } = convert.calls[0]!;
    expect(sent).toEqual({ platCode: 'STSPORT', direction: 'toVenue', amount: '100050' });
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The result says what moved, from and to, and the balances the answer carries.
    const result = await screen.findByTestId('transfer-result');
    expect(result.dataset.status).toBe('posted');
    expect(result.textContent).toContain('Transfer successful');
    expect(within(result).getByText('CN¥1,000.50')).toBeTruthy();
    expect(screen.getByTestId('transfer-result-from').textContent).toBe('Central wallet');
    expect(screen.getByTestId('transfer-result-to').textContent).toBe('ST Sports');
    const balances = screen.getByTestId('transfer-result-balances');
    expect([...balances.querySelectorAll('dt')].map((e) => e.textContent)).toEqual([
      'Central wallet',
      'ST Sports',
    ]);
    expect([...balances.querySelectorAll('dd')].map((e) => e.textContent)).toEqual([
      'CN¥900.50',
      'CN¥300.00',
    ]);

    // The next transfer is a new attempt with a new key.
    typeInto('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(convert.calls).toHaveLength(2));
    expect(convert.calls[1]!.idempotencyKey).not.toBe(idempotencyKey);
  });

  it('takes a venue tapped in the list as the one to transfer with', async () => {
    serveWallets();
    const convert = recordCalls('convertMoney', posted);
    server.use(convert.handler);
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    fireEvent.click(screen.getByTestId('transfer-swap'));
    fireEvent.click(screen.getByTestId('venue-balance-STSPORT'));
    expect(screen.getByTestId('transfer-from').textContent).toContain('ST Sports');
    expect(screen.getByTestId('transfer-to').textContent).toContain('Central wallet');
    typeInto('transfer-amount', '50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(convert.calls).toHaveLength(1));
    expect(convert.calls[0]).toMatchObject({ platCode: 'STSPORT', direction: 'toCentral' });
  });

  it('asks for a venue first, and does not send to one under maintenance', async () => {
    serveWallets();
    const convert = recordCalls('convertMoney', posted);
    server.use(convert.handler);
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    typeInto('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-route-problem')).textContent).toBe(
      'Choose a venue',
    );
    await pick('transfer-to', 'STESPORT');
    expect((await screen.findByTestId('transfer-route-problem')).textContent).toContain(
      'under maintenance',
    );
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(convert.calls).toHaveLength(0);
  });

  it('says "processing" when the venue has not answered yet, and looks again a little later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const info = recordCalls('getUserTransInfo', transInfo());
      server.use(
        info.handler,
        answer('getTransWalletBalanceInfo', { venueBalanceList: venueBalances }),
        answer('convertMoney', { ...posted, status: 'pending' }),
      );
      renderPage(<TransferPage />, { url: URL });
      await screen.findByTestId('transfer-form');
      await pick('transfer-to', 'STSPORT');
      typeInto('transfer-amount', '10');
      fireEvent.click(screen.getByTestId('transfer-submit'));
      const result = await screen.findByTestId('transfer-result');
      expect(result.dataset.status).toBe('pending');
      expect(result.textContent).toContain('Processing');
      // The transfer's own refetch, then one more when the venue has had time to answer.
      await waitFor(() => expect(info.calls).toHaveLength(2));
      await vi.advanceTimersByTimeAsync(PENDING_TRANSFER_REFRESH_MS);
      await waitFor(() => expect(info.calls).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports what one-key recovery brought back and which venues kept their balance', async () => {
    serveWallets();
    const recovery = recordCalls('oneTouchTransfer', {
      recoveredAmount: 20_000,
      skippedPlatCodes: ['STESPORT', 'STSLOT'],
      userBalanceMap: transInfo().userBalanceMap,
    });
    server.use(recovery.handler);
    renderPage(<TransferPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('one-key-recovery'));
    const result = await screen.findByTestId('recovery-result');
    expect(result.textContent).toContain('200.00 recovered to the central wallet');
    expect(screen.getByTestId('recovery-skipped').textContent).toContain('ST E-sports, ST Slots');
    expect(recovery.calls).toHaveLength(1);
  });
});

describe('a transfer that gets no answer', () => {
  it('keeps the page and the typed form, says the result is unknown, and retries with the same key', async () => {
    serveWallets();
    const line = connection();
    server.use(line.handler);
    const convert = recordCalls('convertMoney', () =>
      line.isDown() ? HttpResponse.error() : posted,
    );
    server.use(convert.handler);
    const { refusals } = renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    await pick('transfer-to', 'STSPORT');
    typeInto('transfer-amount', '12.34');

    // Offline: the transfer and the balance refetch its tags start both fail.
    line.goOffline();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const notice = await screen.findByTestId('unknown-outcome');
    expect(notice.textContent).toContain('the money may or may not have moved');
    await screen.findByTestId('query-stale');
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(inputOf('transfer-amount').value).toBe('12.34');
    expect(screen.getByTestId('transfer-to').textContent).toContain('ST Sports');
    expect(screen.getByTestId('unknown-outcome-records').textContent).toBe(
      'View transaction records',
    );
    expect(refusals).toEqual([]);
    expect(screen.queryByTestId('transfer-result')).toBeNull();

    // Back online: "Try again" resends the very same attempt.
    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(convert.calls).toHaveLength(2));
    expect(convert.calls[1]).toEqual(convert.calls[0]);
    expect(convert.calls[0]).toMatchObject({ platCode: 'STSPORT', amount: '1234' });
    expect((await screen.findByTestId('transfer-result')).dataset.status).toBe('posted');
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });

  it('says one-key recovery may or may not have run when it gets no answer, and runs it again', async () => {
    serveWallets();
    const line = connection();
    server.use(line.handler);
    const recovery = recordCalls('oneTouchTransfer', () =>
      line.isDown()
        ? HttpResponse.error()
        : {
            recoveredAmount: 20_000,
            skippedPlatCodes: [],
            userBalanceMap: transInfo().userBalanceMap,
          },
    );
    server.use(recovery.handler);
    const { refusals } = renderPage(<TransferPage />, { url: URL });
    const button = await screen.findByTestId('one-key-recovery');
    line.goOffline();
    fireEvent.click(button);
    expect(await screen.findByTestId('unknown-outcome')).toBeTruthy();
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(refusals).toEqual([]);

    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    expect((await screen.findByTestId('recovery-result')).textContent).toContain('CN¥200.00');
    expect(recovery.calls).toHaveLength(2);
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });

  it('opens the transaction records from the notice', async () => {
    serveWallets();
    server.use(recordCalls('convertMoney', () => HttpResponse.error()).handler);
    const { currentUrl } = renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    await pick('transfer-to', 'STSPORT');
    typeInto('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    fireEvent.click(await screen.findByTestId('unknown-outcome-records'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('transactions')));
  });
});

describe('auto-transfer switch', () => {
  // First: a closed dialog of another test stays in the page while it fades out.
  it('turns it on without asking', async () => {
    serveWallets();
    const change = recordCalls('changeWalletType', { autoTransfer: true });
    server.use(change.handler);
    renderPage(<TransferPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('auto-transfer-switch'));
    await waitFor(() => expect(change.calls).toEqual([{ autoTransfer: 'true' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before turning it off, and does nothing when the player cancels', async () => {
    // The server remembers the mode, as the real one does.
    let autoTransfer = true;
    const info = recordCalls('getUserTransInfo', () => transInfo({ autoTransfer }));
    const change = recordCalls('changeWalletType', (body) => {
      autoTransfer = body.autoTransfer === 'true';
      return { autoTransfer };
    });
    server.use(
      info.handler,
      change.handler,
      answer('getTransWalletBalanceInfo', { venueBalanceList: venueBalances }),
    );
    renderPage(<TransferPage />, { url: URL });
    const toggle = await screen.findByRole('switch', { name: 'Auto-transfer' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Turn off auto-transfer?');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change.calls).toHaveLength(0);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Turn off'));
    await waitFor(() => expect(change.calls).toEqual([{ autoTransfer: 'false' }]));
    await waitFor(() =>
      expect(screen.getByTestId('auto-transfer-switch').getAttribute('aria-checked')).toBe('false'),
    );
  });
});
