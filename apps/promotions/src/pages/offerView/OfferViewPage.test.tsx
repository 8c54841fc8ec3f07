// jsdom: the offer's content goes through DOMPurify, which happy-dom does not parse as browsers do.
// @vitest-environment jsdom
import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import {
  application,
  DAILY_ID,
  ENDED_ID,
  FIRST_DEPOSIT_ID,
  memberStates,
  offerDetail,
  REBATE_BOOST_ID,
  VIP_OFFER_ID,
} from '../../features/offers/fixtures';
import OfferViewPage from './OfferViewPage';

const url = (id: number) => routePath('offerView', { id });
const GUEST = { isLogin: false, token: null, userInfo: null };

function serveOffer(id: number) {
  server.use(answer('getActivityDetail', { activity: offerDetail(id) }));
}

const term = (name: string) => screen.getByTestId(`term-${name}`).textContent;

describe('offer page', () => {
  it('shows the banner, title, period, state, content and the terms in words', async () => {
    serveOffer(FIRST_DEPOSIT_ID);
    const states = recordCalls('queryActivityStates', memberStates());
    server.use(states.handler);
    renderPage(<OfferViewPage />, { url: url(FIRST_DEPOSIT_ID), session: GUEST });
    const view = await screen.findByTestId('offer-view');
    expect(view.querySelector('img')?.getAttribute('src')).toBe('/banner.png');
    expect(view.textContent).toContain('First deposit bonus 30%');
    expect(screen.getByTestId('offer-period').textContent).toContain('ongoing');
    expect(screen.getByTestId('offer-state').dataset.state).toBe('open');
    expect(view.textContent).toContain('Read the terms below.');
    expect(term('minTransfer')).toContain('100.00');
    expect(term('bonusRatio')).toContain('30% of the transfer');
    expect(term('maxBonus')).toContain('500.00');
    expect(term('turnover')).toContain('12× (transfer + bonus)');
    expect(term('timeLimit')).toContain('Within 72 hours of your first deposit');
    expect(term('venues')).toContain('Live venue · Slot venue');
    expect(term('frequency')).toContain('Once');
    expect(term('vipLevel')).toContain('Every level');
    expect(term('agents')).toContain('Cannot take part');
    expect(states.calls).toHaveLength(0);
  });

  it('asks a guest to log in to apply, coming back to the offer', async () => {
    serveOffer(FIRST_DEPOSIT_ID);
    const { currentUrl } = renderPage(<OfferViewPage />, {
      url: url(FIRST_DEPOSIT_ID),
      session: GUEST,
    });
    fireEvent.click(await screen.findByText('Log in to apply'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Log in'));
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('login', { redirect: url(FIRST_DEPOSIT_ID) })),
    );
  });

  it('opens the apply page for an eligible member', async () => {
    serveOffer(DAILY_ID);
    server.use(answer('queryActivityStates', memberStates()));
    const { currentUrl } = renderPage(<OfferViewPage />, { url: url(DAILY_ID) });
    const button = await screen.findByTestId('apply-button');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(term('frequency')).toContain('Once a day');
    expect(term('timeLimit')).toContain('None');
    fireEvent.click(button);
    await waitFor(() => expect(currentUrl()).toBe(routePath('offerDetail', { id: DAILY_ID })));
  });

  it('says why a member may not apply and links to the deposit page', async () => {
    serveOffer(FIRST_DEPOSIT_ID);
    server.use(
      answer(
        'queryActivityStates',
        memberStates({ [FIRST_DEPOSIT_ID]: { eligible: false, reason: 'noFirstDeposit' } }),
      ),
    );
    const { currentUrl } = renderPage(<OfferViewPage />, { url: url(FIRST_DEPOSIT_ID) });
    const reason = await screen.findByTestId('ineligible-reason');
    expect(reason.textContent).toContain('Make your first deposit to take part');
    expect(screen.getByTestId('apply-button').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('reason-deposit'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('deposit')));
  });

  it('gives the period as the reason for an ended offer', async () => {
    serveOffer(ENDED_ID);
    server.use(answer('queryActivityStates', memberStates()));
    renderPage(<OfferViewPage />, { url: url(ENDED_ID) });
    expect((await screen.findByTestId('ineligible-reason')).textContent).toContain(
      'This offer has ended',
    );
    expect(screen.queryByTestId('reason-deposit')).toBeNull();
  });

  it('shows "Applied" and the way to the application records once applied', async () => {
    serveOffer(FIRST_DEPOSIT_ID);
    server.use(
      answer('queryActivityStates', memberStates({ [FIRST_DEPOSIT_ID]: { applied: true } })),
    );
    const { currentUrl } = renderPage(<OfferViewPage />, { url: url(FIRST_DEPOSIT_ID) });
    expect((await screen.findByTestId('apply-applied')).textContent).toBe('Applied');
    expect(screen.getByTestId('offer-state').dataset.state).toBe('applied');
    fireEvent.click(screen.getByTestId('apply-records'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('promotion')));
  });

  it("shows a VIP offer's terms by level with the member's level highlighted", async () => {
    serveOffer(VIP_OFFER_ID);
    server.use(answer('queryActivityStates', memberStates()));
    renderPage(<OfferViewPage />, {
      url: url(VIP_OFFER_ID),
      session: { userInfo: memberFixture({ vipLevel: 3 }) },
    });
    const table = await screen.findByTestId('vip-terms');
    const mine = within(table).getByTestId('vip-row-3');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(mine.textContent).toContain('15%');
    expect(mine.textContent).toContain('800.00');
    expect(mine.textContent).toContain('(your level)');
    expect(within(table).getByTestId('vip-row-2').getAttribute('aria-current')).toBeNull();
    expect(term('vipLevel')).toContain('From VIP 2');
  });

  it('applies for a rebate boost here after a confirmation, without a transfer', async () => {
    serveOffer(REBATE_BOOST_ID);
    let applied = false;
    server.use(
      recordCalls('queryActivityStates', () => memberStates({ [REBATE_BOOST_ID]: { applied } }))
        .handler,
    );
    const apply = recordCalls('applyActivity', () => {
      applied = true;
      return {
        application: application({
          activityId: REBATE_BOOST_ID,
          platCode: null,
          platName: null,
          transferAmount: 0,
          amount: 0,
          requiredTurnover: null,
        }),
      };
    });
    server.use(apply.handler);
    renderPage(<OfferViewPage />, { url: url(REBATE_BOOST_ID) });
    expect(screen.queryByTestId('term-minTransfer')).toBeNull();
    const button = await screen.findByTestId('apply-button');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Apply for Rebate boost?');
    fireEvent.click(within(dialog).getByText('Apply now'));
    await waitFor(() => expect(apply.calls).toHaveLength(1));
    expect(Object.keys(apply.calls[0]!).sort()).toEqual(['activityId', 'idempotencyKey']);
    expect(apply.calls[0]!.activityId).toBe(String(REBATE_BOOST_ID));
    expect((await screen.findByTestId('boost-result')).textContent).toContain(
      "the boosted rebate is paid with the day's rebate",
    );
    await waitFor(() => expect(screen.getByTestId('apply-applied')).toBeTruthy());
  });

  it('resends a rebate boost that got no answer with the same key', async () => {
    serveOffer(REBATE_BOOST_ID);
    let answered = false;
    const apply = recordCalls('applyActivity', () => {
      if (!answered) {
        answered = true;
        return HttpResponse.error();
      }
      return { application: application({ activityId: REBATE_BOOST_ID, status: 'pending' }) };
    });
    server.use(answer('queryActivityStates', memberStates()), apply.handler);
    renderPage(<OfferViewPage />, { url: url(REBATE_BOOST_ID) });
    const button = await screen.findByTestId('apply-button');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Apply now'));
    fireEvent.click(await screen.findByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(apply.calls).toHaveLength(2));
    expect(apply.calls[1]!.idempotencyKey).toBe(apply.calls[0]!.idempotencyKey);
    expect((await screen.findByTestId('boost-result')).dataset.status).toBe('pending');
  });

  it('says so when the id names no offer', async () => {
    renderPage(<OfferViewPage />, { url: routePath('offerView', { id: 'x' }) });
    expect(await screen.findByTestId('offer-not-found')).toBeTruthy();
  });
});
