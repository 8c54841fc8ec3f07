import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayloadOf } from '@platform/api-client';
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
} from '@platform/ui/testing';
import { venue } from '../../features/catalogue/fixtures';
import BetRecordPage from './BetRecordPage';

beforeAll(() => installIntersectionObserver());

type Bet = PayloadOf<'getBetRecord'>['list'][number];
const URL = routePath('betRecord');
const DAY_MS = 24 * 3600 * 1000;

function bet(n: number, overrides: Partial<Bet> = {}): Bet {
  return {
    orderNo: `B${String(n).padStart(4, '0')}`,
    platCode: 'STLIVE',
    platName: 'Live venue',
    gameType: 'liveVideo',
    gameName: 'Baccarat',
    betAmount: 10_000,
    validTurnover: 10_000,
    winLose: -10_000,
    status: 'settled',
    betTime: '2026-03-01T08:00:00.000Z',
    settledAt: '2026-03-01T08:01:00.000Z',
    ...overrides,
  };
}

/** `total` bets, 20 a page like the server, and the sums; keeps what each call asked. */
function serve(total = 45) {
  const all = Array.from({ length: total }, (_, i) => bet(i + 1));
  const list = recordCalls('getBetRecord', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    return {
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total,
      pageNum,
      pageSize,
    };
  });
  const sums = recordCalls('getSumBetRecord', {
    betCount: 45,
    betAmount: 450_000,
    validTurnover: 400_000,
    winLose: -12_345,
  });
  server.use(
    list.handler,
    sums.handler,
    answer('getBetAllPlatTypes', {
      platList: [
        venue('STLIVE', 'liveVideo', { platName: 'Live venue' }),
        venue('STSLOT', 'electronic'),
      ],
    }),
  );
  return { list, sums };
}

describe('bet record', () => {
  it("shows the period's sums and each bet's stake, valid turnover, win/lose and time", async () => {
    serve(1);
    renderPage(<BetRecordPage />, { url: URL });
    await waitFor(() => expect(screen.getByTestId('sum-betCount').textContent).toContain('45'));
    expect(screen.getByTestId('sum-betAmount').textContent).toContain('4,500.00');
    expect(screen.getByTestId('sum-validTurnover').textContent).toContain('4,000.00');
    expect(screen.getByTestId('sum-winLose').textContent).toContain('-CN¥123.45');
    const item = await screen.findByTestId('bet-item');
    expect(item.textContent).toContain('Baccarat · Live venue');
    expect(item.textContent).toContain('Stake CN¥100.00');
    expect(item.textContent).toContain('Valid turnover CN¥100.00');
    expect(item.textContent).toContain('-CN¥100.00');
    expect(item.textContent).toContain('Settled');
    // Business time (08:00 UTC is 16:00 in UTC+8).
    expect(item.textContent).toContain('2026-03-01 16:00:00');
  });

  it('asks the last 7 business days by default, the same window for the list and the sums', async () => {
    const { list, sums } = serve();
    renderPage(<BetRecordPage />, { url: URL });
    await screen.findAllByTestId('bet-item');
    const asked = list.calls[0]!;
    const start = Date.parse(String(asked.startTime));
    const end = Date.parse(String(asked.endTime));
    expect(end - start).toBe(7 * DAY_MS);
    expect(end).toBeGreaterThan(Date.now());
    expect(end - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect(asked.platCode).toBeUndefined();
    expect(sums.calls[0]).toEqual({ startTime: asked.startTime, endTime: asked.endTime });
  });

  it('sends the chosen platform and period to the list and the sums', async () => {
    const { list, sums } = serve();
    const { currentUrl } = renderPage(<BetRecordPage />, { url: URL });
    await screen.findAllByTestId('bet-item');
    fireEvent.click(screen.getByTestId('filter-platform'));
    fireEvent.click(await screen.findByText('STSLOT venue'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toMatchObject({ pageNum: '1', platCode: 'STSLOT' }),
    );
    expect(sums.calls.at(-1)).toMatchObject({ platCode: 'STSLOT' });

    fireEvent.click(screen.getByTestId('filter-range-today'));
    await waitFor(() => {
      const last = list.calls.at(-1)!;
      expect(Date.parse(String(last.endTime)) - Date.parse(String(last.startTime))).toBe(DAY_MS);
      expect(last.platCode).toBe('STSLOT');
    });
    expect(currentUrl()).toBe(routePath('betRecord', { range: 'today', platCode: 'STSLOT' }));
  });

  it('loads the next page each time the end of the list scrolls into view, until the total', async () => {
    const { list } = serve();
    renderPage(<BetRecordPage />, { url: URL });
    await waitFor(() => expect(screen.getAllByTestId('bet-item')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('bet-item')).toHaveLength(40));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('bet-item')).toHaveLength(45));
    expect(await screen.findByText('No more records')).toBeTruthy();
    expect(new Set(list.calls.map((c) => c.pageNum))).toEqual(new Set(['1', '2', '3']));
  });

  it('says so when the period has no bets', async () => {
    serve(0);
    renderPage(<BetRecordPage />, { url: URL });
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
  });
});
