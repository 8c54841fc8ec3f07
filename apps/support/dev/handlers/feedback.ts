// Standalone dev only: the feedback pages, kept in memory for the session. Scenarios: noFeedback,
// feedbackRefused (apps/support/README.md).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answer } from '@platform/api-client/mocks';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';
import type { Feedback } from '@platform/api-client/contract';
import { feedbackFixture, questionTypesFixture } from '../../src/features/feedback/fixtures';

/** An uploaded image as the dev answer shows it (no server: a generated picture). */
const DEV_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#c9a45c"/><text x="120" y="88" font-size="20" text-anchor="middle" fill="#fff">screenshot</text></svg>',
  );

function route<N extends EndpointName>(
  name: N,
  reply: (body: Record<string, string>) => PayloadOf<N> | Response,
): HttpHandler {
  const meta = endpointMeta[name];
  const method = meta.method === 'GET' ? http.get : http.post;
  return method(`*/web/${meta.path}`, async ({ request }) => {
    const body =
      request.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : Object.fromEntries(new URLSearchParams(await request.text()));
    const result = reply(body);
    if (result instanceof Response) return result;
    return HttpResponse.json({ code: 0, msg: 'success', ...result });
  });
}

const refusal = (msg: string) => HttpResponse.json({ code: 1, msg });

/**
 * `?scenario=noFeedback`: the empty list; `?scenario=feedbackRefused`: saving is refused with the
 * daily limit's message (the form stays as typed).
 */
export function feedbackHandlers(scenario: string | null): HttpHandler[] {
  let items: Feedback[] =
    scenario === 'noFeedback'
      ? []
      : [
          feedbackFixture({
            id: 2,
            questionType: 'withdrawal',
            description: 'My withdrawal has been processing for 40 minutes.',
            status: 'replied',
            reply: 'It was paid at 10:42; please check your bank account.',
            createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
            repliedAt: new Date(Date.now() - 3600_000).toISOString(),
            imageUrls: [DEV_IMAGE],
          }),
          feedbackFixture({ id: 1, createdAt: new Date(Date.now() - 86400_000).toISOString() }),
        ];
  let nextId = 3;
  return [
    answer('getSysDictionary', questionTypesFixture),
    http.post(`*/web/${endpointMeta.uploadFile.path}`, () =>
      HttpResponse.json({ code: 0, msg: 'success', url: DEV_IMAGE }),
    ),
    route('feedbackList', (body) => {
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 20);
      return {
        list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: items.length,
        pageNum,
        pageSize,
      };
    }),
    route('feedbackInfo', (body) => {
      const found = items.find((item) => item.id === Number(body.id));
      return found ? { feedback: found } : refusal('Not found');
    }),
    route('feedbackDelete', (body) => {
      items = items.filter((item) => item.id !== Number(body.id));
      return {};
    }),
    route('feedbackSave', (body) => {
      if (scenario === 'feedbackRefused')
        return refusal("You have reached today's limit of 10 feedback, please try again tomorrow");
      const feedback = feedbackFixture({
        id: nextId++,
        questionType: body.questionType ?? '',
        orderNo: body.orderNo ?? null,
        description: body.description ?? '',
        imageUrls: body.imageUrls ? (JSON.parse(body.imageUrls) as string[]) : [],
        createdAt: new Date().toISOString(),
      });
      items = [feedback, ...items];
      return { feedback };
    }),
  ];
}
