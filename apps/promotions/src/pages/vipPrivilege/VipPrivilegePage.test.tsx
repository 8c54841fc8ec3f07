import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, renderPage, screen, server, waitFor, within } from '@platform/ui/testing';
import { guestVipInfo, memberVipInfo, returnWaterList } from '../../features/vip/fixtures';
import VipPrivilegePage from './VipPrivilegePage';

const URL = routePath('vipPrivilege');
const GUEST = { token: null, isLogin: false, userInfo: null };

function serve(info = memberVipInfo(4)) {
  server.use(answer('getVipInfo', info), answer('getVipReturnWaterList', returnWaterList()));
}

const row = (name: string) => screen.getByTestId(`vip-${name}`).querySelector('dd')!.textContent;

describe('VIP privileges', () => {
  it("shows the ten levels with the member's own level chosen and marked current", async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: URL });
    expect(await screen.findByTestId('vip-privileges-title')).toBeTruthy();
    for (let level = 1; level <= 10; level++)
      expect(screen.getByTestId(`vip-level-${level}`).textContent).toContain(`VIP${level}`);
    // Only VIP4 says "current".
    expect(screen.getAllByTestId('vip-level-current')).toHaveLength(1);
    expect(screen.getByTestId('vip-level-4').textContent).toBe('VIP4Current');
    expect(screen.getByTestId('vip-privileges-title').textContent).toBe('VIP4 privileges Current');
    expect(screen.getByTestId('vip-header-level').textContent).toBe('VIP4');
  });

  it("shows a level's figures: turnovers, withdrawals, gifts, the envelope's opening, rebates and the VIP offer", async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: `${URL}?level=8` });
    expect((await screen.findByTestId('vip-privileges-title')).textContent).toBe('VIP8 privileges');
    expect(row('validTurnover')).toBe('CN¥10,000,000.00');
    expect(row('protectionTurnover')).toBe('CN¥3,000,000.00');
    expect(screen.getByTestId('vip-protectionTurnover').textContent).toContain('(90 days)');
    expect(row('withdrawals')).toBe('20 time(s) · CN¥5,000,000.00');
    expect(row('upgradeGift')).toBe('CN¥3,888.00');
    expect(row('birthdayGift')).toBe('CN¥1,888.00');
    expect(row('weeklyRedEnvelope')).toBe('CN¥888.00');
    expect(screen.getByTestId('vip-weekly-when').textContent).toBe(
      'The weekly red envelope opens on Saturday at 13:00 (GMT+8) in the welfare centre and can be claimed until Wednesday 23:59:59.',
    );
    // Ratios in basis points as percentages with two decimals, in the home page's category order.
    const rebates = screen.getByTestId('vip-rebates');
    expect(within(rebates).getByTestId('vip-rebate-sports').textContent).toBe('Sports0.80%');
    expect(within(rebates).getByTestId('vip-rebate-lottery').textContent).toBe('Lottery0.70%');
    expect(within(rebates).getByTestId('vip-rebate-electronic').textContent).toBe('Slots0.85%');
    const discount = screen.getByTestId('vip-discount');
    expect(within(discount).getByTestId('vip-discount-minTransfer').textContent).toContain(
      '100.00',
    );
    expect(within(discount).getByTestId('vip-discount-bonusRatio').textContent).toContain('18%');
    expect(within(discount).getByTestId('vip-discount-maxBonus').textContent).toContain('8,000.00');
    expect(within(discount).getByTestId('vip-discount-multiple').textContent).toContain('12×');
  });

  it('opens a lower level at 01:00, says "none" for a gift of 0 and shows no discount without one', async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: `${URL}?level=2` });
    await screen.findByTestId('vip-privileges-title');
    expect(screen.getByTestId('vip-weekly-when').textContent).toContain('Saturday at 01:00');
    expect(screen.queryByTestId('vip-discount')).toBeNull();

    fireEvent.click(screen.getByTestId('vip-level-1'));
    await waitFor(() =>
      expect(screen.getByTestId('vip-privileges-title').textContent).toBe('VIP1 privileges'),
    );
    expect(row('upgradeGift')).toBe('None');
    expect(screen.queryByTestId('vip-weekly-when')).toBeNull();
  });

  it('keeps the chosen level in the address', async () => {
    serve(memberVipInfo(4));
    const { currentUrl } = renderPage(<VipPrivilegePage />, { url: URL });
    await screen.findByTestId('vip-privileges-title');
    fireEvent.click(screen.getByTestId('vip-level-9'));
    await waitFor(() => expect(currentUrl()).toBe(`${URL}?level=9`));
    expect(screen.getByTestId('vip-privileges-title').textContent).toBe('VIP9 privileges');
  });

  it("links the VIP offer to the offers tab's VIP privileges", async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: URL });
    fireEvent.click(await screen.findByTestId('vip-discount-link'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      routePath('offers', { tab: 'vipPrivileges' }),
    );
  });

  it('takes a member from the header to their VIP details', async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: URL });
    fireEvent.click(await screen.findByTestId('vip-to-detail'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(routePath('vipDetail'));
  });

  it('states the rules in short words', async () => {
    serve(memberVipInfo(4));
    renderPage(<VipPrivilegePage />, { url: URL });
    const rules = await screen.findByTestId('vip-rules');
    expect(within(rules).getByTestId('vip-rule-promotion').textContent).toBe(
      'Promotion is checked every day: at most one level a day, without skipping a level, effective before 24:00 the next day.',
    );
    expect(within(rules).getByTestId('vip-rule-relegation').textContent).toContain('90 days');
    expect(within(rules).getByTestId('vip-rule-upgradeGift').textContent).toContain(
      'once for each level',
    );
    expect(within(rules).getByTestId('vip-rule-birthdayGift').textContent).toContain(
      'more than 90 days',
    );
  });

  it('asks a guest to log in instead of the header, and shows VIP 1 first with no level marked', async () => {
    serve(guestVipInfo());
    renderPage(<VipPrivilegePage />, { url: URL, session: GUEST });
    expect((await screen.findByTestId('vip-privileges-title')).textContent).toBe('VIP1 privileges');
    expect(screen.queryByTestId('vip-header')).toBeNull();
    expect(screen.queryByTestId('vip-level-current')).toBeNull();
    expect(screen.getByTestId('login-prompt')).toBeTruthy();
  });
});
