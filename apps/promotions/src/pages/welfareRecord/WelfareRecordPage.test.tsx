import { routePath } from '@platform/routes';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WelfareItem } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { Toast } from '@platform/ui';
import {
  act,
  connection,
  fireEvent,
  installIntersectionObserver,
  recordCalls,
  renderPage,
  screen,
  scrollIntoView,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import WelfareRecordPage from './WelfareRecordPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('welfareRecord');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function item(id: number, overrides: Partial<WelfareItem> = {}): WelfareItem {
  const now = Date.now();
  return {
    id,
    title: `Welfare ${id}`,
    type: 'virtual',
    status: 'claimable',
    count: 1,
    amount: 1_000 * id,
    createdAt: new Date(now - DAY).toISOString(),
    // Two days and a bit left: "2 day(s)".
    expiresAt: new Date(now + 2 * DAY + HOUR).toISOString(),
    claimedAt: null,
    ...overrides,
  };
}

const balanceMap = (welfareWallet: number) => ({
  centralWallet: 50_000,
  lockWallet: 0,
  welfareWallet,
  total: 50_000 + welfareWallet,
});

/**
 * A welfare centre like the server's: the list by status a page at a time, the totals, the
 * balance; `claim` moves an item to claimed as the server would.
 */
function serveWelfare(items: WelfareItem[], { welfareWallet = 0 } = {}) {
  let state = items;
  const list = recordCalls('queryWelfareCenterList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const matching = state.filter((i) => !body.status || i.status === body.status);
    return {
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: matching.length,
      pageNum,
      pageSize,
    };
  });
  server.use(
    list.handler,
    answer('queryWelfareCenterTotal', {
      claimableCount: 3,
      claimableAmount: 12_300,
      claimedAmount: 8_800,
    }),
    answer('getUserBalance', { userBalanceMap: balanceMap(welfareWallet) }),
  );
  const claim = (id: number) => {
    state = state.map((i) =>
      i.id === id ? { ...i, status: 'claimed', claimedAt: new Date().toISOString() } : i,
    );
    return state.find((i) => i.id === id)!;
  };
  return { list, claim };
}

describe('welfare centre: the wallet, the totals and the items', () => {
  it('shows the welfare wallet, what waits to be claimed, the 3-day rule and the claimable items', async () => {
    const { list } = serveWelfare(
      [
        item(1),
        item(2, { type: 'inKind', title: 'Team jersey', count: 2, amount: 0 }),
        item(3, { count: 3, expiresAt: new Date(Date.now() + 5.5 * HOUR).toISOString() }),
      ],
      { welfareWallet: 12_345 },
    );
    renderPage(<WelfareRecordPage />, { url: URL });
    const items = await screen.findAllByTestId('welfare-item');
    expect(list.calls[0]).toEqual({ pageNum: '1', pageSize: '20', status: 'claimable' });
    expect(items).toHaveLength(3);

    await waitFor(() =>
      expect(screen.getByTestId('welfare-balance').textContent).toBe('CN¥123.45'),
    );
    expect((await screen.findByTestId('welfare-totals')).textContent).toContain(
      'To claim: 3 item(s)',
    );
    expect(screen.getByTestId('welfare-claimable-amount').textContent).toBe('CN¥123.00');
    expect(screen.getByTestId('welfare-claimed-amount').textContent).toBe('CN¥88.00');
    expect(screen.getByTestId('welfare-rule').textContent).toBe(
      'A welfare bonus is valid for 3 days from when it is granted and needs 1× turnover before it can be withdrawn.',
    );

    const [money, inKind, soon] = items;
    expect(money!.textContent).toContain('Welfare 1');
    expect(within(money!).getByTestId('welfare-item-type').textContent).toBe('Virtual money');
    expect(money!.textContent).toContain('Count: 1');
    expect(within(money!).getByTestId('welfare-item-amount').textContent).toBe('CN¥10.00');
    expect(money!.textContent).toMatch(/Granted \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(within(money!).getByTestId('welfare-item-expiry').textContent).toBe(
      'Expires in 2 day(s)',
    );
    // An in-kind item: its count, no money.
    expect(within(inKind!).getByTestId('welfare-item-type').textContent).toBe('In kind');
    expect(within(inKind!).getByTestId('welfare-item-amount').textContent).toBe('2 piece(s)');
    expect(within(soon!).getByTestId('welfare-item-expiry').textContent).toBe(
      'Expires in 5 hour(s)',
    );
    expect(within(money!).getByTestId('welfare-receive').textContent).toBe('Receive');
    expect(screen.getByTestId('business-time-note')).toBeTruthy();
  });

  it('lists a status tab from the address, and keeps the chosen tab in it', async () => {
    const claimedAt = '2026-03-01T08:00:00.000Z';
    const { list } = serveWelfare([
      item(1),
      item(2, { status: 'claimed', claimedAt }),
      item(3, { status: 'expired', expiresAt: '2026-02-01T04:00:00.000Z' }),
    ]);
    const { currentUrl } = renderPage(<WelfareRecordPage />, { url: `${URL}?status=claimed` });
    const [claimed] = await screen.findAllByTestId('welfare-item');
    expect(list.calls[0]).toMatchObject({ status: 'claimed' });
    expect(within(claimed!).getByTestId('welfare-item-status').textContent).toBe('Claimed');
    // Business time: 08:00 UTC is 16:00 in UTC+8.
    expect(within(claimed!).getByTestId('welfare-item-expiry').textContent).toBe(
      'Claimed 2026-03-01 16:00',
    );
    expect(within(claimed!).queryByTestId('welfare-receive')).toBeNull();

    fireEvent.click(screen.getByTestId('welfare-tab-expired'));
    await waitFor(() => expect(list.calls.at(-1)).toMatchObject({ status: 'expired' }));
    expect(currentUrl()).toBe(`${URL}?status=expired`);
    await waitFor(() =>
      expect(screen.getByTestId('welfare-item-expiry').textContent).toBe(
        'Expired 2026-02-01 12:00',
      ),
    );
    expect(screen.getByTestId('welfare-item-status').textContent).toBe('Expired');
  });

  it('loads more items as the end of the list scrolls into view', async () => {
    serveWelfare(Array.from({ length: 25 }, (_, i) => item(i + 1)));
    renderPage(<WelfareRecordPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('welfare-item')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('welfare-item')).toHaveLength(25));
    expect(await screen.findByText('No more items')).toBeTruthy();
  });

  it('says so when a tab has no items', async () => {
    serveWelfare([]);
    renderPage(<WelfareRecordPage />, { url: URL });
    expect(await screen.findByText('Nothing to claim right now')).toBeTruthy();
  });
});

describe('welfare centre: receiving an item', () => {
  it('claims the item once however often it is tapped, says so, and moves it to claimed', async () => {
    const { list, claim } = serveWelfare([item(1), item(2)]);
    const receive = recordCalls('receiveWelfare', (body) => ({
      welfareItem: claim(Number(body.id)),
    }));
    server.use(receive.handler);
    renderPage(<WelfareRecordPage />, { url: URL });
    const [first] = await screen.findAllByTestId('welfare-item');
    const button = within(first!).getByTestId('welfare-receive');

    fireEvent.click(button);
    fireEvent.click(button);
    // While one claim is on its way, no other item can be claimed either.
    expect(screen.getAllByTestId('welfare-receive').every((b) => b.hasAttribute('disabled'))).toBe(
      true,
    );

    expect(await screen.findByText('Claim success')).toBeTruthy();
    expect(receive.calls).toEqual([{ id: '1' }]);
    // The claimable tab is asked again and no longer lists it.
    await waitFor(() => expect(screen.getAllByTestId('welfare-item')).toHaveLength(1));
    expect(screen.getByTestId('welfare-item').textContent).toContain('Welfare 2');
    expect(list.calls.length).toBeGreaterThan(1);
  });

  it("shows the server's refusal and asks for the list again", async () => {
    const { list, claim } = serveWelfare([item(1)]);
    const receive = recordCalls('receiveWelfare', (body) => {
      // Claimed meanwhile elsewhere: the server refuses and the list now says claimed.
      claim(Number(body.id));
      return { code: 1000, msg: 'Already claimed' };
    });
    server.use(receive.handler);
    const toast = vi.spyOn(Toast, 'show');
    const { refusals } = renderPage(<WelfareRecordPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('welfare-receive'));

    await waitFor(() => expect(refusals).toEqual(['Already claimed']));
    expect(receive.calls).toEqual([{ id: '1' }]);
    expect(await screen.findByText('Nothing to claim right now')).toBeTruthy();
    expect(list.calls.length).toBeGreaterThan(1);
    // The refusal is the shell's toast alone: the page says no success.
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });
});

describe('welfare centre: moving the welfare wallet to the central wallet', () => {
  it('cannot move an empty welfare wallet', async () => {
    serveWelfare([]);
    renderPage(<WelfareRecordPage />, { url: URL });
    await waitFor(() => expect(screen.getByTestId('welfare-balance').textContent).toBe('CN¥0.00'));
    expect(screen.getByTestId('welfare-move').hasAttribute('disabled')).toBe(true);
  });

  it('moves the whole balance with an idempotency key and says what moved where', async () => {
    serveWelfare([], { welfareWallet: 12_345 });
    const move = recordCalls('moveWelfareToCentral', {
      moved: 12_345,
      userBalanceMap: { ...balanceMap(0), centralWallet: 62_345 },
    });
    server.use(move.handler);
    renderPage(<WelfareRecordPage />, { url: URL });
    const button = await screen.findByTestId('welfare-move');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);

    const result = await screen.findByTestId('welfare-moved');
    expect(move.calls).toHaveLength(1);
    expect(Object.keys(move.calls[0]!)).toEqual(['idempotencyKey']);
    expect(move.calls[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(result.textContent).toContain('Moved to your central wallet');
    expect(within(result).getByText('CN¥123.45')).toBeTruthy();
    expect(screen.getByTestId('welfare-moved-from').textContent).toBe('Welfare centre');
    expect(screen.getByTestId('welfare-moved-to').textContent).toBe('Central wallet');
    expect(screen.getByTestId('welfare-moved-balances').textContent).toContain('623.45');
  });

  it('says the result is unknown when the move gets no answer, and retries with the same key', async () => {
    serveWelfare([], { welfareWallet: 12_345 });
    const line = connection();
    server.use(line.handler);
    const move = recordCalls('moveWelfareToCentral', () =>
      line.isDown()
        ? HttpResponse.error()
        : { moved: 12_345, userBalanceMap: { ...balanceMap(0), centralWallet: 62_345 } },
    );
    server.use(move.handler);
    const { refusals } = renderPage(<WelfareRecordPage />, { url: URL });
    const button = await screen.findByTestId('welfare-move');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    line.goOffline();
    fireEvent.click(button);
    expect((await screen.findByTestId('unknown-outcome')).textContent).toContain(
      'the money may or may not have moved',
    );
    expect(screen.queryByTestId('welfare-moved')).toBeNull();
    expect(refusals).toEqual([]);

    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(move.calls).toHaveLength(2));
    expect(move.calls[1]).toEqual(move.calls[0]);
    expect((await screen.findByTestId('welfare-moved')).textContent).toContain('CN¥123.45');
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });
});
