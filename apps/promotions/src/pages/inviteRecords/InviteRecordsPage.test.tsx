import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
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
import type { InviteRebateRecord, InviteRecord } from '../../features/invite/inviteRules';
import InviteRecordsPage from './InviteRecordsPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('inviteRecords');

function invitation(i: number, overrides: Partial<InviteRecord> = {}): InviteRecord {
  return {
    inviteeUsername: `friend${i}x`,
    registeredAt: '2026-03-01T08:00:00.000Z',
    firstDepositAt: '2026-03-02T09:30:00.000Z',
    firstDepositAmount: 20_000,
    bonus: 900,
    endsAt: '2026-03-31T08:00:00.000Z',
    state: 'dispatched',
    ...overrides,
  };
}

function rebate(i: number, overrides: Partial<InviteRebateRecord> = {}): InviteRebateRecord {
  return {
    inviteeUsername: `friend${i}x`,
    registeredAt: '2026-03-01T08:00:00.000Z',
    cumulativeDeposit: 60_000,
    validBets: 300_000,
    rebateAmount: 390,
    state: 'inProgress',
    countdownEndsAt: '2026-03-08T08:00:00.000Z',
    ...overrides,
  };
}

const figures = answer('inviterRecordTotal', {
  invitees: 6,
  registeredFriends: 5,
  firstDepositFriends: 3,
  accumulatedEarnings: 4_700,
  cumulativeBets: 1_250_000,
});

/** The invitations a page at a time like the server, by state, with the filtered totals. */
function serveInvitations(records: InviteRecord[]) {
  const matching = (state: unknown) => records.filter((r) => !state || r.state === state);
  const list = recordCalls('inviterRecordPageList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const found = matching(body.state);
    return {
      list: found.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: found.length,
      pageNum,
      pageSize,
    };
  });
  const total = recordCalls('inviterRecordPageTotal', (body) => {
    const found = matching(body.state);
    return { count: found.length, amount: found.reduce((fen, r) => fen + r.bonus, 0) };
  });
  server.use(figures, list.handler, total.handler);
  return { list, total };
}

/** The rebates a page at a time, by filter (claimed ones only under all), with the totals. */
function serveRebates(records: InviteRebateRecord[]) {
  const matching = (filter: unknown) =>
    records.filter((r) => filter === 'all' || r.state === filter);
  const list = recordCalls('inviterRebateRecordPageList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const found = matching(body.filter);
    return {
      list: found.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: found.length,
      pageNum,
      pageSize,
    };
  });
  const total = recordCalls('inviterRebateRecordPageTotal', (body) => {
    const found = matching(body.filter);
    return { count: found.length, amount: found.reduce((fen, r) => fen + r.rebateAmount, 0) };
  });
  server.use(
    answer('inviterRebateRecordTotal', {
      totalRebate: 12_345,
      inProgressRebate: 390,
      expiredRebate: 1_000,
    }),
    list.handler,
    total.handler,
  );
  return { list, total };
}

describe('invitation records', () => {
  it('lists the friends invited with their figures, masked names, deposits, bonus, end and state', async () => {
    const { list, total } = serveInvitations([
      invitation(1),
      invitation(2, {
        firstDepositAt: null,
        firstDepositAmount: null,
        bonus: 0,
        state: 'noFirstDeposit',
      }),
      invitation(3, { state: 'expired', bonus: 0 }),
    ]);
    renderPage(<InviteRecordsPage />, { url: URL });
    const rows = await screen.findAllByTestId('invite-record');
    expect(list.calls[0]).toEqual({ pageNum: '1', pageSize: '20' });
    expect(total.calls[0]).toEqual({});
    expect(rows).toHaveLength(3);

    expect(screen.getByTestId('invite-registered-friends').textContent).toBe('5');
    expect(screen.getByTestId('invite-earnings').textContent).toBe('CN¥47.00');
    expect(screen.getByTestId('invite-page-total-count').textContent).toBe('3');
    expect(screen.getByTestId('invite-page-total-amount').textContent).toBe('CN¥9.00');

    const [dispatched, noDeposit, expired] = rows;
    expect(within(dispatched!).getByTestId('invite-record-name').textContent).toBe('fr***x');
    // Business time (UTC+8), the offset said once above the list.
    expect(dispatched!.textContent).toContain('Registered 2026-03-01 16:00');
    expect(within(dispatched!).getByTestId('invite-record-first-deposit').textContent).toBe(
      'First deposit 2026-03-02 17:30 CN¥200.00',
    );
    expect(dispatched!.textContent).toContain('Ends 2026-03-31 16:00');
    expect(within(dispatched!).getByTestId('invite-record-bonus').textContent).toBe('CN¥9.00');
    expect(within(dispatched!).getByTestId('invite-record-state').textContent).toBe('Dispatched');
    expect(screen.getByTestId('business-time-note')).toBeTruthy();
    expect(within(noDeposit!).getByTestId('invite-record-first-deposit').textContent).toBe(
      'No first deposit yet',
    );
    expect(within(noDeposit!).getByTestId('invite-record-state').textContent).toBe(
      'No first deposit',
    );
    expect(within(expired!).getByTestId('invite-record-state').textContent).toBe('Expired');
  });

  it('filters the invitations by state, asks the totals under it, and keeps it in the address', async () => {
    const { list, total } = serveInvitations([
      invitation(1),
      invitation(2, { state: 'expired', bonus: 0 }),
    ]);
    const { currentUrl } = renderPage(<InviteRecordsPage />, { url: URL });
    await screen.findAllByTestId('invite-record');
    const chips = screen.getByTestId('invite-state');
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'All',
      'Dispatched',
      'No first deposit',
      'Expired',
    ]);

    fireEvent.click(screen.getByTestId('invite-state-expired'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '20', state: 'expired' }),
    );
    expect(total.calls.at(-1)).toEqual({ state: 'expired' });
    expect(currentUrl()).toBe(`${URL}?tab=invitations&state=expired`);
    await waitFor(() => expect(screen.getAllByTestId('invite-record')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('invite-page-total-count').textContent).toBe('1'),
    );

    fireEvent.click(screen.getByTestId('invite-state-all'));
    await waitFor(() => expect(currentUrl()).toBe(`${URL}?tab=invitations`));
    await waitFor(() => expect(screen.getAllByTestId('invite-record')).toHaveLength(2));
  });

  it('loads 20 invitations a page as the end of the list scrolls into view', async () => {
    serveInvitations(Array.from({ length: 25 }, (_, i) => invitation(i + 1)));
    renderPage(<InviteRecordsPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('invite-record')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('invite-record')).toHaveLength(25));
    expect(await screen.findByText('No more records')).toBeTruthy();
  });

  it('says there are no invited friends yet', async () => {
    serveInvitations([]);
    renderPage(<InviteRecordsPage />, { url: URL });
    expect(await screen.findByText('No invited friends yet: share your invite link')).toBeTruthy();
  });

  it('lists the rebates with their totals, deposits, bets, rebate, state and countdown', async () => {
    const { list, total } = serveRebates([
      rebate(1),
      rebate(2, { state: 'notMeetingStandard', countdownEndsAt: null, rebateAmount: 0 }),
      rebate(3, { state: 'claimed', rebateAmount: 1_200 }),
    ]);
    serveInvitations([]);
    const { currentUrl } = renderPage(<InviteRecordsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('invite-tab-rebates'));
    await waitFor(() => expect(currentUrl()).toBe(`${URL}?tab=rebates`));
    const rows = await screen.findAllByTestId('invite-rebate');
    expect(list.calls[0]).toEqual({ pageNum: '1', pageSize: '20', filter: 'all' });
    expect(total.calls[0]).toEqual({ filter: 'all' });
    expect(rows).toHaveLength(3);

    expect(screen.getByTestId('invite-rebate-totalRebate').textContent).toBe('CN¥123.45');
    expect(screen.getByTestId('invite-rebate-inProgressRebate').textContent).toBe('CN¥3.90');
    expect(screen.getByTestId('invite-rebate-expiredRebate').textContent).toBe('CN¥10.00');
    expect(screen.getByTestId('invite-rebate-page-total-count').textContent).toBe('3');
    expect(screen.getByTestId('invite-rebate-page-total-amount').textContent).toBe('CN¥15.90');

    const [inProgress, notMet, claimed] = rows;
    expect(within(inProgress!).getByTestId('invite-rebate-name').textContent).toBe('fr***x');
    expect(within(inProgress!).getByTestId('invite-rebate-deposit').textContent).toBe(
      'Cumulative deposit CN¥600.00',
    );
    expect(within(inProgress!).getByTestId('invite-rebate-bets').textContent).toBe(
      'Valid bets CN¥3,000.00',
    );
    expect(within(inProgress!).getByTestId('invite-rebate-countdown').textContent).toBe(
      'Countdown ends 2026-03-08 16:00',
    );
    expect(within(inProgress!).getByTestId('invite-rebate-amount').textContent).toBe('CN¥3.90');
    expect(within(inProgress!).getByTestId('invite-rebate-state').textContent).toBe('In progress');
    expect(within(notMet!).queryByTestId('invite-rebate-countdown')).toBeNull();
    expect(within(notMet!).getByTestId('invite-rebate-state').textContent).toBe(
      'Not meeting the standard',
    );
    expect(within(claimed!).getByTestId('invite-rebate-state').textContent).toBe('Claimed');
  });

  it('filters the rebates, asks the totals under the filter, and keeps it in the address', async () => {
    const { list, total } = serveRebates([rebate(1), rebate(2, { state: 'expired' })]);
    const { currentUrl } = renderPage(<InviteRecordsPage />, { url: `${URL}?tab=rebates` });
    await screen.findAllByTestId('invite-rebate');
    const chips = screen.getByTestId('invite-rebate-filter');
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'All',
      'Not meeting the standard',
      'In progress',
      'Expired',
    ]);
    fireEvent.click(screen.getByTestId('invite-rebate-filter-expired'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '20', filter: 'expired' }),
    );
    expect(total.calls.at(-1)).toEqual({ filter: 'expired' });
    expect(currentUrl()).toBe(`${URL}?tab=rebates&filter=expired`);
    await waitFor(() => expect(screen.getAllByTestId('invite-rebate')).toHaveLength(1));
  });

  it('opens on the tab and filter the address names', async () => {
    const { list } = serveRebates([rebate(1)]);
    renderPage(<InviteRecordsPage />, { url: `${URL}?tab=rebates&filter=inProgress` });
    await screen.findAllByTestId('invite-rebate');
    expect(list.calls[0]).toMatchObject({ filter: 'inProgress' });
    expect(screen.getByTestId('invite-rebate-filter-inProgress').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByTestId('invite-state')).toBeNull();
  });
});
