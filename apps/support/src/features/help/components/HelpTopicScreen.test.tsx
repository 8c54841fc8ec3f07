// jsdom: the answers go through DOMPurify, which happy-dom does not parse as browsers do.
// @vitest-environment jsdom
import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import type { ServiceDesk } from '@platform/api-client/contract';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { articleFixture } from '../fixtures';
import { HelpTopicScreen } from './HelpTopicScreen';

// Each topic route's page is this screen given its topic (pages/helpDeposit/, pages/helpContact/…).
const DepositPage = () => <HelpTopicScreen topic="deposit" />;
const ContactPage = () => <HelpTopicScreen topic="contact" />;

const ARTICLES = [
  articleFixture({ id: 1 }),
  articleFixture({
    id: 2,
    question: 'My deposit did not arrive',
    answer:
      '<p>Contact customer service after 15 minutes.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  }),
  articleFixture({ id: 3, question: 'Which banks can I use?', answer: '<p>Fifteen banks.</p>' }),
];

function serve(articles = ARTICLES) {
  const calls = recordCalls('getHelpArticles', { articles });
  server.use(calls.handler);
  return calls;
}

const panel = (id: number) =>
  screen.getAllByTestId('help-article').find((p) => p.getAttribute('data-id') === String(id))!;

describe('a help topic', () => {
  it('asks for its topic’s articles and shows their questions, all closed', async () => {
    const calls = serve();
    renderPage(<DepositPage />, { url: routePath('helpDeposit') });
    expect(await screen.findAllByTestId('help-article')).toHaveLength(3);
    expect(calls.calls[0]?.topic).toBe('deposit');
    expect(screen.queryByTestId('help-article-answer')).toBeNull();
    expect(screen.getByText('Deposits')).toBeTruthy();
  });

  it('opens an answer on a tap, sanitised: a script in it does not survive', async () => {
    serve();
    renderPage(<DepositPage />, { url: routePath('helpDeposit') });
    await screen.findAllByTestId('help-article');
    fireEvent.click(within(panel(2)).getByTestId('help-article-question'));
    const answerBox = await within(panel(2)).findByTestId('help-article-answer');
    expect(answerBox.textContent).toContain('Contact customer service after 15 minutes.');
    expect(answerBox.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    fireEvent.click(within(panel(2)).getByTestId('help-article-question'));
    await waitFor(() => expect(within(panel(2)).queryByTestId('help-article-answer')).toBeNull());
  });

  it('makes each question a button that says whether its answer is open and which it is', async () => {
    serve();
    renderPage(<DepositPage />, { url: routePath('helpDeposit') });
    await screen.findAllByTestId('help-article');
    const question = screen.getByRole('button', { name: 'My deposit did not arrive' });
    expect(question.tagName).toBe('BUTTON');
    expect(question.closest('h2')).toBeTruthy();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const answerBox = document.getElementById(question.getAttribute('aria-controls')!);
    expect(answerBox?.hidden).toBe(true);
    fireEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'));
    expect(answerBox?.hidden).toBe(false);
    expect(answerBox?.textContent).toContain('Contact customer service after 15 minutes.');
  });

  it('opens the article ?q= names', async () => {
    serve();
    renderPage(<DepositPage />, { url: routePath('helpDeposit', { q: 3 }) });
    await screen.findAllByTestId('help-article');
    expect(panel(3).getAttribute('data-open')).toBe('true');
    expect(within(panel(3)).getByTestId('help-article-answer').textContent).toBe('Fifteen banks.');
    expect(panel(1).getAttribute('data-open')).toBe('false');
  });

  it('opens the only article of a topic', async () => {
    serve([articleFixture({ id: 9 })]);
    renderPage(<DepositPage />, { url: routePath('helpDeposit') });
    expect(await screen.findByTestId('help-article-answer')).toBeTruthy();
  });

  it('says so when the topic has no articles, and leads to customer service', async () => {
    serve([]);
    const { currentUrl } = renderPage(<DepositPage />, { url: routePath('helpDeposit') });
    expect(await screen.findByText('No questions in this topic yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('help-customer-service'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('customerService')));
  });

  it('lists the desks on the contact page, a chat desk opening its chat', async () => {
    serve([articleFixture({ id: 11, topic: 'contact', question: 'How do I reach you?' })]);
    const desks: ServiceDesk[] = [
      {
        id: 1,
        group: 'online',
        name: 'Online service',
        channel: 'chat',
        address: null,
        opensAt: null,
        closesAt: null,
        isOpen: true,
      },
      {
        id: 2,
        group: 'online',
        name: 'Service e-mail',
        channel: 'email',
        address: 'help@example.com',
        opensAt: null,
        closesAt: null,
        isOpen: true,
      },
      {
        id: 3,
        group: 'finance',
        name: 'Finance desk',
        channel: 'chat',
        address: null,
        opensAt: '10:00',
        closesAt: '02:00',
        isOpen: false,
      },
    ];
    server.use(answer('getServiceDesks', { desks }));
    const { currentUrl } = renderPage(<ContactPage />, { url: routePath('helpContact') });
    const rows = await screen.findAllByTestId('help-desk');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Around the clock'),
      expect.stringContaining('help@example.com'),
      expect.stringContaining('10:00-02:00'),
    ]);
    expect(rows[1]!.getAttribute('href')).toBe('mailto:help@example.com');
    fireEvent.click(rows[2]!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('contacting', { group: 'finance' })));
  });
});
