import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  coolOffFixture,
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  servePlayerBreak,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import { transInfo, venueBalances } from '../../features/transfer/fixtures';
import TransferPage from './TransferPage';

// docs/product-rules.md#responsible-gambling: a break stops transfers into venues; money may still
// come out of them.
const URL = routePath('transfer');

const posted = {
  orderNo: 'C2',
  status: 'posted' as const,
  userBalanceMap: { centralWallet: 120_050, lockWallet: 0, welfareWallet: 6_600, total: 126_650 },
  venueBalance: 0,
};

function serveWallets() {
  server.use(
    answer('getUserTransInfo', transInfo()),
    answer('getTransWalletBalanceInfo', { venueBalanceList: venueBalances }),
  );
}

async function pick(side: 'transfer-from' | 'transfer-to', value: string) {
  fireEvent.click(screen.getByTestId(side));
  fireEvent.click(await screen.findByTestId(`${side}-option-${value}`));
}

describe('transfer during a break', () => {
  it('shows the break, offers only money out of a venue, and sends it toward the central wallet', async () => {
    serveWallets();
    servePlayerBreak(coolOffFixture());
    const convert = recordCalls('convertMoney', posted);
    server.use(convert.handler);
    // Arriving from the venue balances page with "into the venue" asked for.
    renderPage(<TransferPage />, { url: `${URL}?platCode=STSPORT&direction=toVenue` });

    expect(await screen.findByTestId('break-notice')).toBeTruthy();
    expect(screen.getByTestId('break-notice-transfer-out').textContent).toContain(
      'move money out of games',
    );
    expect(screen.queryByTestId('transfer-swap')).toBeNull();
    // The only target is the central wallet; the sources are the venues.
    fireEvent.click(screen.getByTestId('transfer-to'));
    expect(await screen.findByTestId('transfer-to-option-central')).toBeTruthy();
    expect(screen.queryByTestId('transfer-to-option-STSPORT')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-to-option-central'));
    await pick('transfer-from', 'STSPORT');

    typeInto('transfer-amount', '200');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(convert.calls).toHaveLength(1));
    expect(convert.calls[0]).toMatchObject({
      platCode: 'STSPORT',
      direction: 'toCentral',
      amount: '20000',
    });
  });

  it('keeps both directions and no notice without a break', async () => {
    serveWallets();
    servePlayerBreak(null);
    renderPage(<TransferPage />, { url: URL });
    await screen.findByTestId('transfer-form');
    expect(screen.getByTestId('transfer-swap')).toBeTruthy();
    expect(screen.queryByTestId('break-notice')).toBeNull();
  });
});
