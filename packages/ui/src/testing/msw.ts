import { http, HttpResponse } from 'msw';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';

/** What a page sent: a form body as an object of strings, or the JSON body. */
export type SentBody = Record<string, unknown>;

async function bodyOf(request: Request): Promise<SentBody> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as SentBody;
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.keys()].map((k) => [k, form.get(k)]));
  }
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/**
 * Answers one endpoint (code 0 with the payload, or what `reply` returns for each body) and keeps
 * every body it received (a GET's query), so a test can check what the page sent.
 */
export function recordCalls<N extends EndpointName>(
  name: N,
  reply:
    | PayloadOf<N>
    | ((
        body: SentBody,
      ) => PayloadOf<N> | { code: number; msg: string; errorCode?: string } | Response),
) {
  const calls: SentBody[] = [];
  const meta = endpointMeta[name];
  const method = meta.method === 'GET' ? http.get : http.post;
  const handler = method(`*/web/${meta.path}`, async ({ request }) => {
    const body = await bodyOf(request);
    calls.push(body);
    const answer = typeof reply === 'function' ? reply(body) : reply;
    // A reply may be a raw response, e.g. HttpResponse.error() for a request that got no answer.
    if (answer instanceof Response) return answer;
    return HttpResponse.json(
      'code' in answer && typeof answer.code === 'number'
        ? answer
        : { code: 0, msg: 'success', ...answer },
    );
  });
  return { handler, calls };
}

/**
 * The connection, switchable: while it is down every API call fails as a network failure. Add its
 * handler after the page's answers, which it then overrides; handlers added after it still answer. A call that must be recorded while down
 * uses `recordCalls` with a reply that checks `isDown()`.
 */
export function connection() {
  let down = false;
  const handler = http.all('*/web/*', () => (down ? HttpResponse.error() : undefined));
  return {
    handler,
    isDown: () => down,
    goOffline: () => void (down = true),
    goOnline: () => void (down = false),
  };
}
