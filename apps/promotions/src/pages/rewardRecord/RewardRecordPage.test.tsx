import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RewardRecord } from '@platform/api-client';
import {
  act,
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
import RewardRecordPage from './RewardRecordPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('rewardRecord');

function record(id: number, overrides: Partial<RewardRecord> = {}): RewardRecord {
  return {
    id,
    source: 'offer',
    title: `Reward ${id}`,
    amount: 1_000 * id,
    status: 'paid',
    createdAt: '2026-03-01T08:00:00.000Z',
    settledAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The record answered a page at a time like the server, by list and source. */
function serveRecords(records: RewardRecord[], paidTotal = 123_456) {
  const calls = recordCalls('queryRewardRecordList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const matching = records.filter(
      (r) =>
        (body.list === 'prizes' ? r.source === 'prize' : r.source !== 'prize') &&
        (!body.source || r.source === body.source),
    );
    return {
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: matching.length,
      pageNum,
      pageSize,
      paidTotal: matching.length ? paidTotal : 0,
    };
  });
  server.use(calls.handler);
  return calls;
}

describe('reward record', () => {
  it('lists the rewards with source, amount, status and time under the paid total', async () => {
    const calls = serveRecords([
      record(1),
      record(2, { source: 'welfare', status: 'pending', settledAt: null }),
      record(3, { source: 'vipBirthday', status: 'rejected' }),
    ]);
    renderPage(<RewardRecordPage />, { url: URL });
    const items = await screen.findAllByTestId('reward-item');
    expect(calls.calls[0]).toEqual({ pageNum: '1', pageSize: '20', list: 'rewards' });
    expect(items).toHaveLength(3);
    expect(screen.getByTestId('reward-paid-total').textContent).toBe('Paid in totalCN¥1,234.56');

    const [paid, pending, rejected] = items;
    expect(paid!.textContent).toContain('Reward 1');
    expect(within(paid!).getByTestId('reward-item-source').textContent).toBe('Offers');
    expect(within(paid!).getByTestId('reward-item-amount').textContent).toBe('CN¥10.00');
    expect(within(paid!).getByTestId('reward-item-status').textContent).toBe('Paid');
    // A list row: business time (08:00 UTC is 16:00 in UTC+8), the offset said once above.
    expect(paid!.textContent).toContain('2026-03-01 16:00');
    expect(screen.getByTestId('business-time-note')).toBeTruthy();
    expect(within(pending!).getByTestId('reward-item-source').textContent).toBe('Welfare');
    expect(within(pending!).getByTestId('reward-item-status').textContent).toBe('Pending');
    expect(within(rejected!).getByTestId('reward-item-source').textContent).toBe(
      'VIP birthday gift',
    );
    expect(within(rejected!).getByTestId('reward-item-status').textContent).toBe('Rejected');
  });

  it('filters the rewards by source, every source but prizes, and keeps it in the address', async () => {
    const calls = serveRecords([record(1), record(2, { source: 'welfare' })]);
    const { currentUrl } = renderPage(<RewardRecordPage />, { url: URL });
    await screen.findAllByTestId('reward-item');
    const chips = screen.getByTestId('reward-source');
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'All',
      'Offers',
      'Welfare',
      'VIP upgrade gift',
      'VIP birthday gift',
      'VIP weekly red envelope',
      'Rebate',
      'Invite friends',
    ]);

    fireEvent.click(screen.getByTestId('reward-source-welfare'));
    await waitFor(() =>
      expect(calls.calls.at(-1)).toEqual({
        pageNum: '1',
        pageSize: '20',
        list: 'rewards',
        source: 'welfare',
      }),
    );
    expect(currentUrl()).toBe(`${URL}?list=rewards&source=welfare`);
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(1));
    expect(screen.getByTestId('reward-item').textContent).toContain('Reward 2');

    fireEvent.click(screen.getByTestId('reward-source-all'));
    await waitFor(() => expect(currentUrl()).toBe(`${URL}?list=rewards`));
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(2));
  });

  it('lists the prizes redeemed on their own tab, in kind, without the source filter', async () => {
    const calls = serveRecords([
      record(1),
      record(2, { source: 'prize', title: 'Team jersey', amount: 0 }),
    ]);
    const { currentUrl } = renderPage(<RewardRecordPage />, { url: URL });
    await screen.findAllByTestId('reward-item');
    fireEvent.click(screen.getByTestId('reward-tab-prizes'));
    await waitFor(() => expect(calls.calls.at(-1)).toMatchObject({ list: 'prizes' }));
    expect(currentUrl()).toBe(`${URL}?list=prizes`);
    await waitFor(() =>
      expect(screen.getByTestId('reward-item').textContent).toContain('Team jersey'),
    );
    expect(screen.getByTestId('reward-item-amount').textContent).toBe('In kind');
    expect(screen.queryByTestId('reward-source')).toBeNull();
    expect(screen.queryByTestId('reward-paid-total')).toBeNull();
  });

  it('opens on the tab and source the address names', async () => {
    const calls = serveRecords([record(1, { source: 'rebate' })]);
    renderPage(<RewardRecordPage />, { url: `${URL}?list=rewards&source=rebate` });
    await screen.findAllByTestId('reward-item');
    expect(calls.calls[0]).toMatchObject({ list: 'rewards', source: 'rebate' });
    expect(screen.getByTestId('reward-source-rebate').getAttribute('aria-pressed')).toBe('true');
  });

  it('loads 20 records a page as the end of the list scrolls into view', async () => {
    serveRecords(Array.from({ length: 25 }, (_, i) => record(i + 1)));
    renderPage(<RewardRecordPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(25));
    expect(await screen.findByText('No more records')).toBeTruthy();
  });

  it('says where rewards come from when there are none, with the way to the offers', async () => {
    serveRecords([]);
    const { currentUrl } = renderPage(<RewardRecordPage />, { url: URL });
    expect(
      await screen.findByText('No rewards yet: take part in an offer to get one'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('reward-see-offers'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('offers')));
  });
});
