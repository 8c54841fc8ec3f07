import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityApplication } from '@platform/api-client';
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
  application,
  DAILY_ID,
  listed,
  OFFER_DETAILS,
  offerDetail,
} from '../../features/offers/fixtures';
import PromotionPage from './PromotionPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('promotion');
const GUEST = { isLogin: false, token: null, userInfo: null };

function serveOffers() {
  server.use(
    answer('activityList', {
      list: OFFER_DETAILS.map(listed),
      total: OFFER_DETAILS.length,
      pageNum: 1,
      pageSize: 50,
    }),
  );
}

/** `total` applications, every third pending, approved, rejected; 20 a page, filtered like the server. */
function serveApplications(total = 25) {
  const statuses = ['pending', 'approved', 'rejected'] as const;
  const all: ActivityApplication[] = Array.from({ length: total }, (_, i) =>
    application({
      id: i + 1,
      status: statuses[i % 3]!,
      ...(i % 3 === 0 ? { reviewedAt: null } : {}),
    }),
  );
  const calls = recordCalls('queryApplyActivityList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    const matching = all.filter((a) => !body.status || a.status === body.status);
    return {
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: matching.length,
      pageNum,
      pageSize,
    };
  });
  server.use(calls.handler);
  return calls;
}

describe('bonus-application centre', () => {
  it('lists the open offers that need an application, each opening its page', async () => {
    serveOffers();
    serveApplications(0);
    const { currentUrl } = renderPage(<PromotionPage />, { url: URL });
    const open = await screen.findAllByTestId('open-offer');
    const titles = open.map((row) => row.textContent ?? '');
    expect(titles.some((t) => t.includes('First deposit bonus 30%'))).toBe(true);
    expect(titles.some((t) => t.includes('Summer special'))).toBe(false);
    expect(titles.some((t) => t.includes('World cup bonus'))).toBe(false);
    expect(open).toHaveLength(OFFER_DETAILS.filter((o) => o.periodState === 'open').length);
    const daily = open.find((row) => row.textContent?.includes(offerDetail(DAILY_ID).title))!;
    fireEvent.click(within(daily).getByTestId('open-offer-view'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('offerView', { id: DAILY_ID })));
  });

  it("shows a member's applications with offer, venue, amounts, status and times", async () => {
    serveOffers();
    serveApplications(1);
    renderPage(<PromotionPage />, { url: URL });
    const item = await screen.findByTestId('application-item');
    expect(item.textContent).toContain('First deposit bonus 30%');
    expect(item.textContent).toContain('Live venue');
    expect(item.textContent).toContain('Transfer CN¥500.00');
    expect(item.textContent).toContain('Bonus CN¥150.00');
    expect(item.textContent).toContain('Pending');
    // Business time (08:00 UTC is 16:00 in UTC+8).
    expect(item.textContent).toContain('Applied 2026-03-01 16:00');
    expect(item.textContent).not.toContain('Reviewed');
  });

  it('filters by status, kept in the URL, and sends no status for all', async () => {
    serveOffers();
    const calls = serveApplications();
    const { currentUrl } = renderPage(<PromotionPage />, { url: URL });
    await screen.findAllByTestId('application-item');
    expect(calls.calls[0]).toEqual({ pageNum: '1', pageSize: '20' });
    fireEvent.click(screen.getByTestId('status-filter-approved'));
    await waitFor(() =>
      expect(calls.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '20', status: 'approved' }),
    );
    expect(currentUrl()).toBe(routePath('promotion', { status: 'approved' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('application-item').every((i) => i.dataset.status === 'approved'),
      ).toBe(true),
    );
    expect(screen.getAllByTestId('application-item')[0]!.textContent).toContain('Reviewed');
  });

  it('loads more applications as the end comes into view', async () => {
    serveOffers();
    serveApplications(25);
    renderPage(<PromotionPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(25));
    expect(await screen.findByText('No more applications')).toBeTruthy();
  });

  it('asks a guest to log in instead of listing applications, which are not asked', async () => {
    serveOffers();
    const calls = serveApplications();
    renderPage(<PromotionPage />, { url: URL, session: GUEST });
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    await screen.findAllByTestId('open-offer');
    expect(calls.calls).toHaveLength(0);
  });
});
