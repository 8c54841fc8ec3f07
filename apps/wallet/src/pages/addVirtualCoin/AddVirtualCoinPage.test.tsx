import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, renderPage, server, typeAndLeave, typeInto } from '@platform/ui/testing';
import { coinAccount } from '../../features/paymentAccounts/fixtures';
import AddVirtualCoinPage from './AddVirtualCoinPage';

const ERC_ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

describe('add virtual-coin account', () => {
  it('refuses an address that does not match the chosen protocol', async () => {
    server.use(answer('blockchainAccountList', { blockchainAccountList: [] }));
    renderPage(<AddVirtualCoinPage />, { url: routePath('addVirtualCoin') });
    await screen.findByTestId('virtual-coin-form');
    // TRC20 is chosen first; an ERC20 address does not fit it.
    typeAndLeave('field-address', ERC_ADDRESS);
    expect(
      await screen.findByText('The virtual-coin account does not match the protocol'),
    ).toBeTruthy();
    // Switching the protocol re-checks the address.
    fireEvent.click(screen.getByTestId('field-protocol-ERC20'));
    await waitFor(() =>
      expect(screen.queryByText('The virtual-coin account does not match the protocol')).toBeNull(),
    );
  });

  it('sends the code for binding a coin address to the phone typed', async () => {
    server.use(answer('blockchainAccountList', { blockchainAccountList: [] }));
    const sms = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    server.use(sms.handler);
    renderPage(<AddVirtualCoinPage />, { url: routePath('addVirtualCoin') });
    await screen.findByTestId('virtual-coin-form');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Please complete the phone number')).toBeTruthy();
    expect(sms.calls).toHaveLength(0);
    typeInto('field-mobile', '13800138000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(sms.calls).toEqual([{ smsType: 'bindVirtualCoin', mobile: '13800138000' }]),
    );
  });

  it('modifies an account with its details filled in', async () => {
    server.use(answer('blockchainAccountList', { blockchainAccountList: [coinAccount] }));
    const modify = recordCalls('blockchainAccountModify', { blockchainAccount: coinAccount });
    server.use(modify.handler);
    renderPage(<AddVirtualCoinPage />, { url: `${routePath('addVirtualCoin')}?id=5` });
    await screen.findByTestId('virtual-coin-form');
    expect(screen.getByText('Modify Virtual coin')).toBeTruthy();
    // The address arrives masked: it is typed again.
    typeInto('field-address', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    typeInto('field-mobile', '13800138000');
    typeInto('field-smsCode', '123456');
    typeInto('field-payPassword', '654321');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(modify.calls).toHaveLength(1));
    expect(modify.calls[0]).toEqual({
      id: '5',
      alias: 'Cold wallet',
      coinType: 'USDT',
      protocol: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      mobile: '13800138000',
      smsCode: '123456',
      payPassword: '654321',
    });
  });
});
