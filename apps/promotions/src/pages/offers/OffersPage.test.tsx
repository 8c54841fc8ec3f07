import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '@platform/api-client';
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
import {
  CLASSIFICATIONS,
  DAILY_ID,
  ENDED_ID,
  FIRST_DEPOSIT_ID,
  listed,
  memberStates,
  OFFER_DETAILS,
  UPCOMING_ID,
} from '../../features/offers/fixtures';
import OffersPage from './OffersPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('offers');

/** The list answered from `offers`, 10 a page, the classification filtered like the server. */
function serveList(offers: readonly ActivityDetail[] = OFFER_DETAILS) {
  const list = recordCalls('activityList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const matching = offers.filter(
      (o) => !body.classification || o.classification === body.classification,
    );
    return {
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(listed),
      total: matching.length,
      pageNum,
      pageSize,
    };
  });
  server.use(list.handler, answer('getActivityClassification', CLASSIFICATIONS));
  return list;
}

function card(id: number) {
  return screen.getAllByTestId('offer-card').find((c) => c.dataset.id === String(id))!;
}

describe('offers tab', () => {
  it('shows "all" and the classifications in their order, the tab in the URL', async () => {
    const list = serveList();
    const states = recordCalls('queryActivityStates', memberStates());
    server.use(states.handler);
    const { currentUrl } = renderPage(<OffersPage />, { url: URL });
    await screen.findAllByTestId('offer-card');
    const tabs = within(screen.getByTestId('offer-tabs'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All',
      'Limited time',
      'New members',
      'Daily',
      'Sports',
      'High rebate',
      'VIP privileges',
    ]);
    expect(list.calls[0]).toEqual({ pageNum: '1', pageSize: '10' });

    fireEvent.click(screen.getByText('Daily'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '10', classification: 'daily' }),
    );
    expect(currentUrl()).toBe(routePath('offers', { tab: 'daily' }));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(1));
    expect(card(DAILY_ID).textContent).toContain('Daily reload 10%');
  });

  it("asks the offers shown and the member's states again on the refresh button and when the page is shown again", async () => {
    const list = serveList();
    const states = recordCalls('queryActivityStates', memberStates());
    server.use(states.handler);
    renderPage(<OffersPage />, { url: URL });
    await screen.findAllByTestId('offer-card');
    await waitFor(() => expect(states.calls).toHaveLength(1));
    const before = list.calls.length;

    fireEvent.click(screen.getByRole('button', { name: 'Refresh offers' }));
    await waitFor(() => expect(list.calls).toHaveLength(before + 1));
    expect(list.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '10' });
    await waitFor(() => expect(states.calls).toHaveLength(2));

    // The app back in front (pull-down refresh is off: this and the button are the ways).
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(list.calls).toHaveLength(before + 2));
    await waitFor(() => expect(states.calls).toHaveLength(3));
  });

  it('opens on the tab the URL names', async () => {
    const list = serveList();
    server.use(answer('queryActivityStates', memberStates()));
    renderPage(<OffersPage />, { url: routePath('offers', { tab: 'sports' }) });
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(1));
    expect(list.calls.every((c) => c.classification === 'sports')).toBe(true);
  });

  it("shows each card's banner, title, summary, period and state; a member's applied offers say so", async () => {
    serveList();
    server.use(answer('queryActivityStates', memberStates({ [DAILY_ID]: { applied: true } })));
    renderPage(<OffersPage />, { url: URL });
    await screen.findAllByTestId('offer-card');
    const first = card(FIRST_DEPOSIT_ID);
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(first.textContent).toContain('First deposit bonus 30%');
    expect(first.textContent).toContain('A bonus on your transfer');
    expect(within(first).getByTestId('offer-period').textContent).toContain('ongoing');
    const state = (id: number) => within(card(id)).getByTestId('offer-state').dataset.state;
    expect(state(FIRST_DEPOSIT_ID)).toBe('open');
    await waitFor(() => expect(state(DAILY_ID)).toBe('applied'));
    expect(within(card(DAILY_ID)).getByTestId('offer-period').textContent).toContain('to');
    expect(state(ENDED_ID)).toBe('ended');
    expect(state(UPCOMING_ID)).toBe('notStarted');
    expect(within(card(DAILY_ID)).getByTestId('offer-state').textContent).toBe('Applied');
  });

  it("does not ask a guest's states (a member call) and shows the period states", async () => {
    serveList();
    const states = recordCalls('queryActivityStates', memberStates());
    server.use(states.handler);
    renderPage(<OffersPage />, {
      url: URL,
      session: { isLogin: false, token: null, userInfo: null },
    });
    await screen.findAllByTestId('offer-card');
    expect(within(card(FIRST_DEPOSIT_ID)).getByTestId('offer-state').dataset.state).toBe('open');
    expect(states.calls).toHaveLength(0);
  });

  it('opens the offer page on a tap', async () => {
    serveList();
    server.use(answer('queryActivityStates', memberStates()));
    const { currentUrl } = renderPage(<OffersPage />, { url: URL });
    await screen.findAllByTestId('offer-card');
    fireEvent.click(card(DAILY_ID));
    await waitFor(() => expect(currentUrl()).toBe(routePath('offerView', { id: DAILY_ID })));
  });

  it('loads the next page when the end comes into view, until the total', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      ...OFFER_DETAILS[0]!,
      id: 100 + i,
      title: `Offer ${i + 1}`,
    }));
    const list = serveList(many);
    server.use(answer('queryActivityStates', memberStates()));
    renderPage(<OffersPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(10));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(15));
    expect(await screen.findByText('No more offers')).toBeTruthy();
    expect(new Set(list.calls.map((c) => c.pageNum))).toEqual(new Set(['1', '2']));
  });

  it('says so when a tab has no offers', async () => {
    serveList([]);
    server.use(answer('queryActivityStates', memberStates()));
    renderPage(<OffersPage />, { url: URL });
    expect(await screen.findByText('No offers here yet')).toBeTruthy();
  });
});
