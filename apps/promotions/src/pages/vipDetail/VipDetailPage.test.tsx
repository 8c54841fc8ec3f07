import { routePath } from '@platform/routes';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  connection,
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { guestVipInfo, memberVipInfo, rebateToday } from '../../features/vip/fixtures';
import VipDetailPage from './VipDetailPage';

const URL = routePath('vipDetail');
const GUEST = { token: null, isLogin: false, userInfo: null };

describe('VIP details: level and progress', () => {
  it('shows the level, the valid turnover to the next level with what is left, and keeping the level', async () => {
    server.use(
      answer(
        'getVipInfo',
        memberVipInfo(3, {
          validTurnover: 12_345_600,
          protectionTurnover: 500_000,
          protectionDeadline: '2027-02-20T15:59:00.000Z',
        }),
      ),
      answer('queryRebateToday', rebateToday(3, {})),
    );
    renderPage(<VipDetailPage />, { url: URL });
    expect((await screen.findByTestId('vip-detail-level')).textContent).toBe('VIP3');
    // VIP 4 asks 200,000 yuan: 123,456 done, 76,544 left, 61 %.
    expect(screen.getByTestId('vip-next').textContent).toContain('Valid turnover to VIP4');
    expect(screen.getByTestId('vip-next-figures').textContent).toBe(
      'CN¥123,456.00 / CN¥200,000.00',
    );
    expect(screen.getByTestId('vip-next-bar').getAttribute('aria-valuenow')).toBe('61');
    expect(screen.getByTestId('vip-next-left').textContent).toBe(
      'Still needed for VIP4: CN¥76,544.00',
    );
    // VIP 3 keeps with 15,000 yuan in 90 days: 5,000 done.
    expect(screen.getByTestId('vip-keep-figures').textContent).toBe('CN¥5,000.00 / CN¥15,000.00');
    expect(screen.getByTestId('vip-keep-bar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByTestId('vip-keep-status').textContent).toBe(
      'Still needed to keep your level: CN¥10,000.00',
    );
    // The deadline in business time with its offset (15:59 UTC is 23:59 in UTC+8).
    expect(screen.getByTestId('vip-keep-deadline').textContent).toBe(
      'Deadline: 2027-02-20 23:59 (GMT+8)',
    );
    expect(screen.queryByTestId('vip-top')).toBeNull();
  });

  it('says the next level is reached and the level is kept once the turnovers are met', async () => {
    server.use(
      answer(
        'getVipInfo',
        memberVipInfo(2, { validTurnover: 5_000_000, protectionTurnover: 300_000 }),
      ),
      answer('queryRebateToday', rebateToday(2, {})),
    );
    renderPage(<VipDetailPage />, { url: URL });
    expect((await screen.findByTestId('vip-next-left')).textContent).toBe(
      'Target reached: VIP3 takes effect before 24:00 tomorrow.',
    );
    expect(screen.getByTestId('vip-next-bar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('vip-keep-status').textContent).toBe('Reached: your level is kept.');
  });

  it('shows VIP 10 as the top level, with no next level', async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(10, { validTurnover: 9_000_000_000 })),
      answer('queryRebateToday', rebateToday(10, {})),
    );
    renderPage(<VipDetailPage />, { url: URL });
    expect((await screen.findByTestId('vip-top')).textContent).toBe(
      'You have reached the top level.',
    );
    expect(screen.getByTestId('vip-detail-level').textContent).toBe('VIP10');
    expect(screen.queryByTestId('vip-next-bar')).toBeNull();
  });

  it('asks a guest to log in and asks nothing member-only', async () => {
    server.use(answer('getVipInfo', guestVipInfo()));
    const rebate = recordCalls('queryRebateToday', rebateToday(1, {}));
    server.use(rebate.handler);
    renderPage(<VipDetailPage />, { url: URL, session: GUEST });
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(screen.queryByTestId('vip-next')).toBeNull();
    expect(screen.queryByTestId('rebate-panel')).toBeNull();
    expect(rebate.calls).toEqual([]);
  });
});

describe("VIP details: today's rebate", () => {
  it('shows the expected rebate by category at the member ratios', async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(8)),
      answer('queryRebateToday', rebateToday(8, { sports: 1_000_000, lottery: 250_000 })),
    );
    renderPage(<VipDetailPage />, { url: URL });
    // 10,000 yuan at 0.80 % = 80; 2,500 yuan at 0.70 % = 17.50.
    expect((await screen.findByTestId('rebate-expected')).textContent).toBe('CN¥97.50');
    const sports = screen.getByTestId('rebate-row-sports');
    expect(sports.textContent).toBe('SportsCN¥10,000.000.80%CN¥80.00');
    expect(screen.getByTestId('rebate-row-lottery').textContent).toBe(
      'LotteryCN¥2,500.000.70%CN¥17.50',
    );
    expect(
      within(screen.getByTestId('rebate-rules')).getByText('You can claim once a day.'),
    ).toBeTruthy();
    expect(screen.getByTestId('rebate-rules').textContent).toContain(
      'Whatever is left is settled automatically after midnight.',
    );
  });

  it('claims once however often it is tapped, and says what was credited', async () => {
    let claimed = 0;
    server.use(
      answer('getVipInfo', memberVipInfo(8)),
      recordCalls('queryRebateToday', () =>
        claimed ? rebateToday(8, {}, claimed) : rebateToday(8, { sports: 1_000_000 }),
      ).handler,
    );
    const claim = recordCalls('doUserBackwater', () => {
      claimed = 8_000;
      return { expectedRebateToday: 0, creditedAmount: 8_000 };
    });
    server.use(claim.handler);
    renderPage(<VipDetailPage />, { url: URL });
    const button = await screen.findByTestId('rebate-claim');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByTestId('rebate-result')).textContent).toBe('Credited: CN¥80.00');
    expect(claim.calls).toHaveLength(1);
    // Today's rebate is asked again: claimed, nothing more to claim today.
    expect((await screen.findByTestId('rebate-claimed-today')).textContent).toBe(
      'Claimed today: CN¥80.00',
    );
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
  });

  it('says there is nothing to claim yet when the claim credits nothing', async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(2)),
      answer('queryRebateToday', rebateToday(2, { esports: 10_000 })),
      answer('doUserBackwater', { expectedRebateToday: 0, creditedAmount: 0 }),
    );
    renderPage(<VipDetailPage />, { url: URL });
    const button = await screen.findByTestId('rebate-claim');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId('rebate-result')).textContent).toBe(
      'Nothing to claim yet: place valid bets and come back.',
    );
  });

  it('cannot claim when today has nothing to claim, and says so', async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(2)),
      answer('queryRebateToday', rebateToday(2, {})),
    );
    renderPage(<VipDetailPage />, { url: URL });
    expect((await screen.findByTestId('rebate-nothing')).textContent).toBe(
      'Nothing to claim yet: place valid bets and come back.',
    );
    expect(screen.getByTestId('rebate-no-bets')).toBeTruthy();
    expect(screen.getByTestId('rebate-claim').hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal as the shell's toast and no result", async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(2)),
      answer('queryRebateToday', rebateToday(2, { sports: 100_000 })),
    );
    const claim = recordCalls('doUserBackwater', () => ({
      code: 1000,
      msg: "Today's rebate has already been claimed",
    }));
    server.use(claim.handler);
    const { refusals } = renderPage(<VipDetailPage />, { url: URL });
    const button = await screen.findByTestId('rebate-claim');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(refusals).toEqual(["Today's rebate has already been claimed"]));
    expect(screen.queryByTestId('rebate-result')).toBeNull();
  });

  it('says the result is unknown when the claim gets no answer, and tries again', async () => {
    server.use(
      answer('getVipInfo', memberVipInfo(2)),
      answer('queryRebateToday', rebateToday(2, { sports: 100_000 })),
    );
    const line = connection();
    server.use(line.handler);
    const claim = recordCalls('doUserBackwater', () =>
      line.isDown() ? HttpResponse.error() : { expectedRebateToday: 0, creditedAmount: 450 },
    );
    server.use(claim.handler);
    const { refusals } = renderPage(<VipDetailPage />, { url: URL });
    const button = await screen.findByTestId('rebate-claim');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    line.goOffline();
    fireEvent.click(button);
    expect(await screen.findByTestId('unknown-outcome')).toBeTruthy();
    expect(refusals).toEqual([]);
    line.goOnline();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    expect((await screen.findByTestId('rebate-result')).textContent).toBe('Credited: CN¥4.50');
    expect(claim.calls).toHaveLength(2);
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });

  it('shows the day\'s claim, not "nothing to claim", when a retried claim had already arrived', async () => {
    let claimed = 0;
    server.use(
      answer('getVipInfo', memberVipInfo(2)),
      recordCalls('queryRebateToday', () =>
        claimed ? rebateToday(2, {}, claimed) : rebateToday(2, { sports: 100_000 }),
      ).handler,
    );
    // The first claim is paid but its answer is lost; the retry credits 0, as the server does.
    const claim = recordCalls('doUserBackwater', () => {
      if (claimed === 0) {
        claimed = 450;
        return HttpResponse.error();
      }
      return { expectedRebateToday: 0, creditedAmount: 0 };
    });
    server.use(claim.handler);
    renderPage(<VipDetailPage />, { url: URL });
    const button = await screen.findByTestId('rebate-claim');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId('unknown-outcome-retry'));
    expect((await screen.findByTestId('rebate-claimed-today')).textContent).toBe(
      'Claimed today: CN¥4.50',
    );
    await waitFor(() => expect(claim.calls).toHaveLength(2));
    expect(screen.queryByTestId('rebate-result')).toBeNull();
  });
});
