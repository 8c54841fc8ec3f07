import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { ActivityApplication } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import {
  fireEvent,
  inputOf,
  recordCalls,
  renderPage,
  screen,
  server,
  typeAndLeave,
  typeInto,
  waitFor,
  type SentBody,
} from '@platform/ui/testing';
import {
  application,
  FIRST_DEPOSIT_ID,
  memberStates,
  offerDetail,
} from '../../features/offers/fixtures';
import OfferDetailPage from './OfferDetailPage';

const URL = routePath('offerDetail', { id: FIRST_DEPOSIT_ID });
const CENTRAL = 100_000;

function venue(platCode: string, gameType: 'liveVideo' | 'electronic') {
  return { platCode, platName: platCode, gameType, logoUrl: null, maintenance: false, sort: 1 };
}

/** The offer, an eligible member with 1,000 yuan in the central wallet, and the venues' categories. */
function serve(states = memberStates()) {
  server.use(
    answer('getActivityDetail', { activity: offerDetail(FIRST_DEPOSIT_ID) }),
    answer('queryActivityStates', states),
    answer('getUserBalance', {
      userBalanceMap: { centralWallet: CENTRAL, lockWallet: 0, welfareWallet: 0, total: CENTRAL },
    }),
    answer('getAllPlatTypes', {
      gamePlatTypeList: [
        { gameType: 'liveVideo', platList: [venue('STLIVE', 'liveVideo')] },
        { gameType: 'electronic', platList: [venue('STSLOT', 'electronic')] },
      ],
    }),
  );
}

/** What the server answers an application: the body's transfer, a 30 % bonus, 12× its total. */
function approved(body: SentBody, overrides: Partial<ActivityApplication> = {}) {
  const transfer = Number(body.amount);
  const bonus = Math.min(Math.floor((transfer * 3000) / 10_000), 50_000);
  return {
    application: application({
      transferAmount: transfer,
      amount: bonus,
      requiredTurnover: (transfer + bonus) * 12,
      ...overrides,
    }),
  };
}

async function fillForm(amount: string) {
  fireEvent.click(await screen.findByTestId('apply-venue-STLIVE'));
  typeAndLeave('apply-amount', amount);
}

describe('apply page', () => {
  it("shows the offer's key terms and previews the bonus and the lock as the amount is typed", async () => {
    serve();
    renderPage(<OfferDetailPage />, { url: URL });
    const terms = await screen.findByTestId('apply-terms');
    expect(terms.textContent).toContain('Bonus 30%');
    expect(terms.textContent).toContain('CN¥500.00');
    expect(terms.textContent).toContain('100.00');
    expect(terms.textContent).toContain('12× (transfer + bonus)');
    expect((await screen.findByTestId('apply-available')).textContent).toContain('1,000.00');
    typeInto('apply-amount', '500');
    await waitFor(() => expect(screen.getByTestId('preview-bonus').textContent).toBe('CN¥150.00'));
    expect(screen.getByTestId('preview-total').textContent).toBe('CN¥650.00');
    expect(screen.getByTestId('preview-lock').textContent).toContain('7,800.00 valid turnover');
  });

  it('sends the offer, venue, transfer in fen and a key, and shows the approved result', async () => {
    serve();
    const apply = recordCalls('applyActivity', (body) => approved(body));
    server.use(apply.handler);
    const { currentUrl } = renderPage(<OfferDetailPage />, { url: URL });
    await fillForm('500');
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(apply.calls).toHaveLength(1));
    expect(apply.calls[0]).toEqual({
      activityId: String(FIRST_DEPOSIT_ID),
      platCode: 'STLIVE',
      amount: '50000',
      idempotencyKey: expect.any(String),
    });
    const result = await screen.findByTestId('apply-money-result');
    expect(result.dataset.status).toBe('posted');
    expect(result.textContent).toContain(
      'CN¥150.00 bonus added; Live venue holds CN¥650.00 and is locked until CN¥7,800.00 turnover.',
    );
    fireEvent.click(await screen.findByTestId('result-play'));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        routePath('gameList', { gameType: 'liveVideo', platCode: 'STLIVE' }),
      ),
    );
  });

  it('checks the amount against the minimum transfer and the central wallet before sending', async () => {
    serve();
    const apply = recordCalls('applyActivity', (body) => approved(body));
    server.use(apply.handler);
    renderPage(<OfferDetailPage />, { url: URL });
    await fillForm('50');
    expect(await screen.findByText(/minimum amount is/)).toBeTruthy();
    typeAndLeave('apply-amount', '1000.01');
    expect(
      await screen.findByText('The amount cannot exceed the source wallet balance'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('apply-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(apply.calls).toHaveLength(0);
  });

  it('fills in the whole central wallet with "all"', async () => {
    serve();
    renderPage(<OfferDetailPage />, { url: URL });
    await screen.findByTestId('apply-available');
    fireEvent.click(screen.getByTestId('apply-all'));
    await waitFor(() => expect(inputOf('apply-amount').value).toBe('1000'));
    expect(screen.getByTestId('preview-bonus').textContent).toBe('CN¥300.00');
  });

  it("shows the server's refusal and keeps the form as typed", async () => {
    serve();
    const apply = recordCalls('applyActivity', () => ({
      code: 1000,
      msg: 'The venue is under maintenance',
    }));
    server.use(apply.handler);
    renderPage(<OfferDetailPage />, { url: URL });
    await fillForm('500');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findByTestId('apply-refusal')).textContent).toBe(
      'The venue is under maintenance',
    );
    expect(inputOf('apply-amount').value).toBe('500');
    expect(screen.queryByTestId('apply-result')).toBeNull();
  });

  it('resends with the same key after no answer, then says a pending application completes soon', async () => {
    serve();
    let answered = false;
    const apply = recordCalls('applyActivity', (body) => {
      if (!answered) {
        answered = true;
        return HttpResponse.error();
      }
      return approved(body, { status: 'pending', reviewedAt: null });
    });
    server.use(apply.handler);
    const { currentUrl } = renderPage(<OfferDetailPage />, { url: URL });
    await fillForm('500');
    fireEvent.click(screen.getByTestId('apply-submit'));
    await screen.findByTestId('unknown-outcome');
    expect(inputOf('apply-amount').value).toBe('500');
    expect(screen.getByTestId('unknown-records')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    await waitFor(() => expect(apply.calls).toHaveLength(2));
    expect(apply.calls[1]).toEqual(apply.calls[0]);
    const result = await screen.findByTestId('apply-money-result');
    expect(result.dataset.status).toBe('pending');
    expect(result.textContent).toContain('The venue has not answered yet');
    expect(screen.queryByTestId('result-play')).toBeNull();
    fireEvent.click(screen.getByTestId('result-records'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('promotion')));
  });

  it('says why a member who may not apply cannot, and shows no form', async () => {
    serve(memberStates({ [FIRST_DEPOSIT_ID]: { eligible: false, reason: 'timeLimitPassed' } }));
    renderPage(<OfferDetailPage />, { url: URL });
    expect((await screen.findByTestId('ineligible-reason')).textContent).toContain(
      'The time to apply after your deposit has passed',
    );
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('asks a guest to log in', async () => {
    server.use(answer('getActivityDetail', { activity: offerDetail(FIRST_DEPOSIT_ID) }));
    renderPage(<OfferDetailPage />, {
      url: URL,
      session: { isLogin: false, token: null, userInfo: null },
    });
    expect(await screen.findByTestId('login-prompt')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });
});
