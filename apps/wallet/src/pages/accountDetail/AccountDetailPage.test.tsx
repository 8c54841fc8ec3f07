import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, renderPage, server } from '@platform/ui/testing';
import { alipayAccount, bankCard } from '../../features/paymentAccounts/fixtures';
import AccountDetailPage from './AccountDetailPage';

describe('account detail', () => {
  it('deletes a card only after the player confirms', async () => {
    server.use(answer('bankCardList', { bankCardList: [bankCard(3)], maxBankCards: 10 }));
    const remove = recordCalls('bankCardDelete', {});
    server.use(remove.handler);
    const { router } = renderPage(<AccountDetailPage />, {
      url: `${routePath('accountDetail')}?kind=bankCard&id=3`,
    });

    fireEvent.click(await screen.findByTestId('account-delete'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete this account?');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('account-delete'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(remove.calls).toEqual([{ id: '3' }]));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('cards')}?tab=bankCard`,
      ),
    );
  });

  it('shows a third-party account with its QR code and opens its modify form', async () => {
    server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: [alipayAccount] }));
    const { router } = renderPage(<AccountDetailPage />, {
      url: `${routePath('accountDetail')}?kind=alipay&id=9`,
    });
    const details = await screen.findByTestId('account-details');
    expect(details.textContent).toContain('****8000');
    expect(details.querySelector('img')?.getAttribute('src')).toBe(alipayAccount.qrCodeUrl);
    fireEvent.click(screen.getByText('Modify'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('addAlipay')}?id=9`,
      ),
    );
  });
});
