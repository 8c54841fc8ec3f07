import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '@platform/api-client/mocks';
import { renderPage, server } from '@platform/ui/testing';
import { alipayAccount, bankCard, coinAccount } from '../../features/paymentAccounts/fixtures';
import CardsPage from './CardsPage';

describe('account management', () => {
  it('lists bank cards with masked numbers and counts them against the limit', async () => {
    server.use(
      answer('bankCardList', { bankCardList: [bankCard(1), bankCard(2)], maxBankCards: 10 }),
    );
    renderPage(<CardsPage />, { url: routePath('cards') });
    const list = await screen.findByTestId('accounts-bankCard');
    expect(list.textContent).toContain('**** **** **** 1001');
    expect(list.textContent).toContain('Debit card');
    expect(screen.getByTestId('add-bankCard').textContent).toContain('(2/10)');
  });

  it('shows only the last four of a coin address in the list (the server masks it)', async () => {
    server.use(answer('blockchainAccountList', { blockchainAccountList: [coinAccount] }));
    renderPage(<CardsPage />, { url: `${routePath('cards')}?tab=virtualCoin` });
    const list = await screen.findByTestId('accounts-virtualCoin');
    expect(list.textContent).toContain('****RTv8');
  });

  it('keeps each third-party kind on its own tab', async () => {
    server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: [alipayAccount] }));
    renderPage(<CardsPage />, { url: `${routePath('cards')}?tab=wechat` });
    expect(await screen.findByText('No WeChat bound yet')).toBeTruthy();
  });

  it('does not offer an eleventh bank card', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => bankCard(i + 1));
    server.use(answer('bankCardList', { bankCardList: ten, maxBankCards: 10 }));
    renderPage(<CardsPage />, { url: routePath('cards') });
    const add = await screen.findByTestId('add-bankCard');
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can bind at most 10 bank cards')).toBeTruthy();
  });

  it('opens the detail of a card', async () => {
    server.use(answer('bankCardList', { bankCardList: [bankCard(3)], maxBankCards: 10 }));
    const { router } = renderPage(<CardsPage />, { url: routePath('cards') });
    fireEvent.click(await screen.findByText('ICBC'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('accountDetail')}?kind=bankCard&id=3`,
      ),
    );
  });
});
