import { endpoints, type EndpointName } from '@platform/api-client/contract';

/** One HTTP answer: status, the envelope, and how long it took. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: number; msg?: string };
  ms: number;
}

/** Calls an endpoint of the contract over HTTP, the way the app does (its method and encoding). */
export async function call(
  port: number,
  name: EndpointName,
  input: Record<string, unknown>,
  token?: string,
): Promise<Answer> {
  const def = endpoints[name];
  const headers: Record<string, string> = token ? { token } : {};
  let url = `http://127.0.0.1:${port}/web/${def.path}`;
  let body: string | undefined;
  const form = () =>
    new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
  if (def.method === 'GET') {
    const qs = form();
    if (qs) url += `?${qs}`;
  } else if (def.encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input);
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = form();
  }
  return send(url, def.method, headers, body);
}

/** A development route (/__dev/…) with a JSON body, or a GET. */
export function dev(port: number, path: string, body?: unknown): Promise<Answer> {
  return send(
    `http://127.0.0.1:${port}${path}`,
    body === undefined ? 'GET' : 'POST',
    body === undefined ? {} : { 'content-type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { raw: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed, ms: performance.now() - started };
}
