import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { HELP_TOPICS } from '@platform/api-client/contract';
import { fireEvent, renderPage, screen, server, waitFor } from '@platform/ui/testing';
import { articleFixture } from '../../features/help/fixtures';
import { HELP_TOPIC_ROUTES } from '../../features/help/topics';
import HelpPage from './HelpPage';

const URL = routePath('help');

function serve() {
  server.use(
    answer('getHelpArticles', {
      articles: [
        articleFixture({
          id: 4,
          topic: 'withdraw',
          question: 'When does a withdrawal arrive?',
          top: true,
        }),
        articleFixture({ id: 5, topic: 'deposit', question: 'Which banks can I use?' }),
      ],
    }),
  );
}

describe('help centre', () => {
  const entries: [string, string][] = [
    ['notice', routePath('helpNotice')],
    ...HELP_TOPICS.map((topic): [string, string] => [topic, routePath(HELP_TOPIC_ROUTES[topic])]),
  ];
  it.each(entries)('opens the %s topic at its route', async (entry, path) => {
    serve();
    const { currentUrl } = renderPage(<HelpPage />, { url: URL });
    fireEvent.click(await screen.findByTestId(`help-topic-${entry}`));
    await waitFor(() => expect(currentUrl()).toBe(path));
  });

  it('lists the top questions only, each opening its topic at the question', async () => {
    serve();
    const { currentUrl } = renderPage(<HelpPage />, {
      url: URL,
      session: { token: null, isLogin: false, userInfo: null },
    });
    const top = await screen.findAllByTestId('help-top-question');
    expect(top.map((item) => item.textContent)).toEqual(['When does a withdrawal arrive?']);
    fireEvent.click(top[0]!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('helpWithdraw', { q: 4 })));
  });

  it('leads to customer service and to feedback', async () => {
    serve();
    const { currentUrl } = renderPage(<HelpPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('help-customer-service'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('customerService')));
  });

  it('leads to feedback', async () => {
    serve();
    const { currentUrl } = renderPage(<HelpPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('help-feedback'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedback')));
  });
});
