import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import InviteFriendsPage from './InviteFriendsPage';

const URL = routePath('inviteFriends');
const INVITE_URL = `https://site.example/#${routePath('login', { type: 'register', inviteCode: '100001' })}`;
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const info = (canJoin: boolean) =>
  answer('getInviterInfo', {
    inviteCode: '100001',
    inviteUrl: INVITE_URL,
    canJoin,
    registeredFriends: 4,
    accumulatedEarnings: 4_700,
    cumulativeBets: 1_250_000,
  });

/** The programme as the server configures it. */
const baseConfig = answer('inviterBaseConfig', {
  inviteeReward: 900,
  maxInviterRewardPerFriend: 2_700,
  minFriendDeposit: 10_000,
  rebateRateBp: 13,
  rebateDaysAfterRegistration: 30,
  rebateCountdownDeposit: 10_000,
  rebateValidDays: 7,
  cumulativeDepositBonusThreshold: 50_000,
  cumulativeDepositBonus: 16_800,
  bonusTurnoverMultiple: 1,
});
/** The inviter's steps as the server answers them: the third pays the 8 yuan left of 27. */
const prizes = answer('inviterPrizeConfigList', {
  prizeConfigList: [
    { sequence: 2, inviterReward: 1_000, inviteeReward: 0, minFirstDeposit: 30_000 },
    { sequence: 1, inviterReward: 900, inviteeReward: 900, minFirstDeposit: 10_000 },
    { sequence: 3, inviterReward: 800, inviteeReward: 0, minFirstDeposit: 50_000 },
  ],
});
const marquee = answer('inviterRecordMarquee', {
  marqueeList: [
    { username: 'ab***9', amount: 1_000, time: '2026-03-01T08:00:00.000Z' },
    { username: 'zh***1', amount: 16_800, time: '2026-03-01T07:00:00.000Z' },
  ],
});
const totals = answer('inviterRecordTotal', {
  invitees: 6,
  registeredFriends: 5,
  firstDepositFriends: 3,
  accumulatedEarnings: 4_700,
  cumulativeBets: 1_250_000,
});
const qrcode = answer('getInviterQrcode', { qrcode: QR, inviteUrl: INVITE_URL });

function serveMember() {
  server.use(info(true), baseConfig, prizes, marquee, totals, qrcode);
}

afterEach(() => vi.restoreAllMocks());

describe('invite friends', () => {
  it('shows the headline rewards from the programme configuration', async () => {
    serveMember();
    renderPage(<InviteFriendsPage />, { url: URL });
    await screen.findByTestId('invite-hero');
    expect(screen.getByTestId('invite-hero-friend').textContent).toBe('Your friend gets CN¥9.00');
    expect(screen.getByTestId('invite-hero-you').textContent).toBe(
      'You get up to CN¥27.00 per friend as their deposits grow',
    );
    expect(screen.getByTestId('invite-hero-deposit').textContent).toBe(
      "CN¥168.00 when a friend's cumulative deposit reaches CN¥500.00",
    );
    expect(screen.getByTestId('invite-hero-rebate').textContent).toBe(
      "0.13% of your friends' valid bets for 30 days",
    );
  });

  it('shows the rules with every figure taken from the configuration', async () => {
    serveMember();
    server.use(
      answer('inviterBaseConfig', {
        inviteeReward: 1_200,
        maxInviterRewardPerFriend: 3_000,
        minFriendDeposit: 20_000,
        rebateRateBp: 25,
        rebateDaysAfterRegistration: 45,
        rebateCountdownDeposit: 15_000,
        rebateValidDays: 5,
        cumulativeDepositBonusThreshold: 80_000,
        cumulativeDepositBonus: 18_800,
        bonusTurnoverMultiple: 2,
      }),
    );
    renderPage(<InviteFriendsPage />, { url: URL });
    const rules = await screen.findByTestId('invite-rules');
    const lines = [...rules.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'A friend counts once their first deposit of at least CN¥200.00 is credited.',
      'Every friend you invite gets CN¥12.00.',
      "You get CN¥9.00 when a friend's deposits reach CN¥100.00.",
      "You get CN¥10.00 when a friend's deposits reach CN¥300.00.",
      "You get CN¥8.00 when a friend's deposits reach CN¥500.00.",
      'These steps pay at most CN¥30.00 per friend.',
      "When a friend's cumulative deposit reaches CN¥800.00, you get CN¥188.00.",
      "You get 0.25% of a friend's valid bets within 45 days of their registration.",
      "The rebate countdown opens when a friend's cumulative deposit reaches CN¥150.00 and closes after 5 days unused.",
      'Bonuses need 2× turnover before they can be withdrawn.',
      'The inviter and the invited friend each have one reward chance.',
      'Agent accounts cannot join this activity.',
    ]);
  });

  it("shows the member's invite code, link and QR code, and copies the code and the link", async () => {
    serveMember();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    renderPage(<InviteFriendsPage />, { url: URL });
    const share = await screen.findByTestId('invite-share');
    expect(within(share).getByTestId('invite-code').textContent).toBe('100001');
    expect(within(share).getByTestId('invite-link').textContent).toBe(INVITE_URL);
    const qr = await screen.findByTestId('invite-qr');
    expect(qr.getAttribute('src')).toBe(QR);
    expect(qr.getAttribute('alt')).toBe('QR code of your invite link');
    expect(screen.getByTestId('invite-share-hint').textContent).toContain('scan the QR code');

    fireEvent.click(screen.getByTestId('invite-copy-code'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('100001'));
    fireEvent.click(screen.getByTestId('invite-copy-link'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(INVITE_URL));
    expect(await screen.findAllByText('Copied')).not.toHaveLength(0);
  });

  it("says what each copy button copies, in the player's language", async () => {
    serveMember();
    renderPage(<InviteFriendsPage />, { url: URL });
    await screen.findByTestId('invite-share');
    expect(
      within(screen.getByRole('group', { name: 'Copy your invite code' })).getByTestId(
        'invite-copy-code',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Copy your invite link' })).getByTestId(
        'invite-copy-link',
      ),
    ).toBeTruthy();
  });

  it("shows recent rewards as a ticker and the member's figures", async () => {
    serveMember();
    renderPage(<InviteFriendsPage />, { url: URL });
    const ticker = await screen.findByTestId('invite-marquee');
    const lines = [...ticker.querySelectorAll('li')];
    // Each line twice for the seamless loop, the copy hidden from screen readers.
    expect(lines.map((li) => li.textContent)).toEqual([
      'ab***9 received CN¥10.00',
      'zh***1 received CN¥168.00',
      'ab***9 received CN¥10.00',
      'zh***1 received CN¥168.00',
    ]);
    expect(lines.map((li) => li.getAttribute('aria-hidden'))).toEqual([null, null, 'true', 'true']);

    const figures = await screen.findByTestId('invite-figures');
    expect(within(figures).getByTestId('invite-registered-friends').textContent).toBe('5');
    expect(within(figures).getByTestId('invite-first-deposit-friends').textContent).toBe('3');
    expect(within(figures).getByTestId('invite-earnings').textContent).toBe('CN¥47.00');
    expect(within(figures).getByTestId('invite-bets').textContent).toBe('CN¥12,500.00');
  });

  it('leaves the ticker out when nobody has been rewarded yet', async () => {
    serveMember();
    server.use(answer('inviterRecordMarquee', { marqueeList: [] }));
    renderPage(<InviteFriendsPage />, { url: URL });
    await screen.findByTestId('invite-figures');
    expect(screen.queryByTestId('invite-marquee')).toBeNull();
  });

  it('opens the invitation records', async () => {
    serveMember();
    const { currentUrl } = renderPage(<InviteFriendsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('invite-see-records'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('inviteRecords')));
  });

  it('sends an agent account to the agent programme and asks nothing of the invite calls', async () => {
    const config = recordCalls('inviterBaseConfig', {
      inviteeReward: 900,
      maxInviterRewardPerFriend: 2_700,
      minFriendDeposit: 10_000,
      rebateRateBp: 13,
      rebateDaysAfterRegistration: 30,
      rebateCountdownDeposit: 10_000,
      rebateValidDays: 7,
      cumulativeDepositBonusThreshold: 50_000,
      cumulativeDepositBonus: 16_800,
      bonusTurnoverMultiple: 1,
    });
    const qr = recordCalls('getInviterQrcode', { qrcode: QR, inviteUrl: INVITE_URL });
    server.use(info(false), config.handler, qr.handler);
    const { currentUrl } = renderPage(<InviteFriendsPage />, { url: URL });
    const notice = await screen.findByTestId('invite-agent');
    expect(notice.textContent).toContain('Agent accounts take part in the agent programme');
    expect(screen.queryByTestId('invite-share')).toBeNull();
    expect(config.calls).toHaveLength(0);
    expect(qr.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('invite-agent-page'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('agent')));
  });
});
