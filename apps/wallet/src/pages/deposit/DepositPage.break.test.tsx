import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  act,
  coolOffFixture,
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  servePlayerBreak,
  waitFor,
} from '@platform/ui/testing';
import { paymentMethods } from '../../features/deposit/fixtures';
import DepositPage from './DepositPage';

// docs/product-rules.md#responsible-gambling: a break stops deposits; withdrawing and customer
// service stay open.
const URL = routePath('deposit');

function serveMethods() {
  server.use(
    answer('getPaymentMethod', { paymentMethodList: paymentMethods }),
    answer('getRechargeAccountInfo', {
      order: null,
      receivingAccount: null,
      remainingCancellationsToday: 5,
    }),
  );
}

afterEach(() => vi.useRealTimers());

describe('deposit during a break', () => {
  it('shows the break and its end instead of the form, and asks for no method', async () => {
    servePlayerBreak(coolOffFixture('2026-12-05T06:00:00.000Z'));
    const methods = recordCalls('getPaymentMethod', { paymentMethodList: paymentMethods });
    server.use(methods.handler);
    const view = renderPage(<DepositPage />, { url: URL });

    const notice = await screen.findByTestId('break-notice');
    expect(notice.textContent).toContain('You are on a cool-off');
    // Business time with its zone: 06:00 UTC is 14:00 in GMT+8.
    expect(screen.getByTestId('break-notice-until').textContent).toContain('2026-12-05 14:00');
    expect(screen.queryByTestId('deposit-methods')).toBeNull();
    expect(methods.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('break-notice-withdraw'));
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('withdraw')));
  });

  it('says a permanent self-exclusion has no end, and links customer service', async () => {
    servePlayerBreak({ kind: 'selfExclusion', startedAt: '2026-11-28T06:00:00.000Z', until: null });
    const view = renderPage(<DepositPage />, { url: URL });
    expect((await screen.findByTestId('break-notice')).textContent).toContain(
      'You have excluded yourself',
    );
    expect(screen.getByTestId('break-notice-until').textContent).toBe(
      'Your self-exclusion is permanent.',
    );
    fireEvent.click(screen.getByTestId('break-notice-service'));
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('customerService')));
  });

  it('links the responsible gambling page, where the break and the limits are', async () => {
    servePlayerBreak({
      kind: 'coolOff',
      startedAt: '2026-11-28T06:00:00.000Z',
      until: '2026-11-30T06:00:00.000Z',
    });
    const view = renderPage(<DepositPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('break-notice-settings'));
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('responsibleGambling')));
  });

  it('shows the form when there is no break', async () => {
    serveMethods();
    servePlayerBreak(null);
    renderPage(<DepositPage />, { url: URL });
    expect(await screen.findByTestId('deposit-methods')).toBeTruthy();
    expect(screen.queryByTestId('break-notice')).toBeNull();
  });

  it('reads the break again when it ends on a page left open, and then shows the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveMethods();
    const reads = servePlayerBreak(coolOffFixture(new Date(Date.now() + 5_000).toISOString()));
    renderPage(<DepositPage />, { url: URL });
    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    servePlayerBreak(null);
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(await screen.findByTestId('deposit-methods')).toBeTruthy();
    expect(reads.calls).toHaveLength(1);
  });
});
