import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import type { ServiceDesk } from '@platform/api-client';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import CustomerServicePage from './CustomerServicePage';

const URL = routePath('customerService');
const GUEST = { token: null, isLogin: false, userInfo: null };

const DESKS: ServiceDesk[] = [
  {
    id: 1,
    group: 'online',
    name: 'Online agents',
    channel: 'chat',
    address: null,
    opensAt: null,
    closesAt: null,
    isOpen: true,
  },
  {
    id: 2,
    group: 'finance',
    name: 'Finance agents',
    channel: 'chat',
    address: null,
    opensAt: '10:00',
    closesAt: '02:00',
    isOpen: false,
  },
  {
    id: 3,
    group: 'finance',
    name: 'Finance mail',
    channel: 'email',
    address: 'finance@site.example',
    opensAt: null,
    closesAt: null,
    isOpen: true,
  },
];

const articles = answer('getHelpArticles', {
  articles: [
    {
      id: 11,
      topic: 'deposit',
      question: 'When does my deposit arrive?',
      answer: '<p>5-15 min</p>',
      top: true,
    },
    {
      id: 12,
      topic: 'withdraw',
      question: 'How long does a withdrawal take?',
      answer: '<p>10</p>',
      top: false,
    },
    {
      id: 13,
      topic: 'tech',
      question: 'Which browser should I use?',
      answer: '<p>any</p>',
      top: true,
    },
  ],
});

const depositRecords = () =>
  recordCalls('queryTransactionRecordList', {
    list: [
      {
        orderNo: 'D202611240001',
        type: 'deposit',
        mode: 'income',
        status: 'processing',
        depositStatus: 'toBeConfirmed',
        amount: 50_000,
        createdAt: '2026-11-24T02:00:00.000Z',
      },
    ],
    total: 1,
    pageNum: 1,
    pageSize: 5,
  });

function serve() {
  const deposits = depositRecords();
  server.use(answer('getServiceDesks', { desks: DESKS }), articles, deposits.handler);
  return deposits;
}

describe('customer service page', () => {
  it('lists the desks in their groups with hours, open state and channel', async () => {
    serve();
    renderPage(<CustomerServicePage />, { url: URL });
    const online = await screen.findByTestId('desk-group-online');
    const finance = screen.getByTestId('desk-group-finance');
    expect(within(online).getAllByTestId('desk')).toHaveLength(1);
    expect(within(online).getByText('Online service')).toBeTruthy();
    expect(within(online).getByTestId('desk-hours').textContent).toBe('Around the clock');
    expect(within(online).getByTestId('desk-state').textContent).toBe('Open');

    const [chatDesk, mailDesk] = within(finance).getAllByTestId('desk');
    expect(within(chatDesk!).getByTestId('desk-hours').textContent).toBe('10:00-02:00 (GMT+8)');
    expect(within(chatDesk!).getByTestId('desk-state').textContent).toBe('Closed');
    const mail = within(mailDesk!).getByTestId('desk-finance-email');
    expect(mail.getAttribute('href')).toBe('mailto:finance@site.example');
    expect(mail.textContent).toBe('finance@site.example');
  });

  it('opens the chat of a desk with its group', async () => {
    serve();
    const { currentUrl } = renderPage(<CustomerServicePage />, { url: URL });
    fireEvent.click(await screen.findByTestId('desk-finance-chat'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('contacting', { group: 'finance' })));
  });

  it("offers a member's recent deposits as finance questions about the order", async () => {
    const deposits = serve();
    const { currentUrl } = renderPage(<CustomerServicePage />, { url: URL });
    const item = await screen.findByTestId('service-deposit');
    expect(deposits.calls[0]).toMatchObject({ type: 'deposit', pageNum: '1', pageSize: '5' });
    expect(item.textContent).toContain('D202611240001');
    expect(item.textContent).toContain('500.00');
    expect(item.textContent).toContain('To be confirmed');
    fireEvent.click(within(item).getByTestId('service-ask-finance'));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        routePath('contacting', { group: 'finance', order: 'D202611240001' }),
      ),
    );
  });

  it('asks a guest to log in for their deposits, without asking for them', async () => {
    const deposits = serve();
    renderPage(<CustomerServicePage />, { url: URL, session: GUEST });
    await screen.findByTestId('desk-group-online');
    expect(screen.getByTestId('service-deposits-guest').textContent).toContain(
      'Log in to see your deposit orders',
    );
    expect(screen.queryByTestId('query-failed')).toBeNull();
    expect(deposits.calls).toHaveLength(0);
  });

  it("lists the help centre's top questions, each opening its topic at the question", async () => {
    serve();
    const { currentUrl } = renderPage(<CustomerServicePage />, { url: URL });
    const questions = await screen.findAllByTestId('service-top-question');
    expect(questions.map((q) => q.textContent)).toEqual([
      'When does my deposit arrive?',
      'Which browser should I use?',
    ]);
    fireEvent.click(questions[1]!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('helpTech', { q: 13 })));
  });

  it('links to the help centre', async () => {
    serve();
    const { currentUrl } = renderPage(<CustomerServicePage />, { url: URL });
    fireEvent.click(await screen.findByTestId('service-help-centre'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('help')));
  });
});
