// Standalone dev only: the help centre's articles and the site notices.
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { answer } from '@platform/api-client/mocks';
import { endpointMeta } from '@platform/api-client';
import { HELP_TOPICS } from '@platform/api-client/contract';
import { articleFixture, noticesFixture } from '../../src/features/help/fixtures';

/** Two questions per topic, the first of deposit and withdraw among the top questions. */
const ARTICLES = HELP_TOPICS.flatMap((topic, index) => [
  articleFixture({
    id: index * 10 + 1,
    topic,
    question: `${topic}: the first question`,
    answer: `<p>The answer about <strong>${topic}</strong>.</p>`,
    top: topic === 'deposit' || topic === 'withdraw',
  }),
  articleFixture({
    id: index * 10 + 2,
    topic,
    question: `${topic}: the second question`,
    answer: '<p>Another answer.</p><ul><li>one</li><li>two</li></ul>',
  }),
]);

export function helpHandlers(): HttpHandler[] {
  return [
    http.post(`*/web/${endpointMeta.getHelpArticles.path}`, async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      const topic = params.get('topic');
      const articles = topic ? ARTICLES.filter((a) => a.topic === topic) : ARTICLES;
      return HttpResponse.json({ code: 0, msg: 'success', articles });
    }),
    answer('getNotice', noticesFixture),
  ];
}
