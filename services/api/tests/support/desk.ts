import type { FastifyInstance } from 'fastify';
import { DEV_SUPPORT_AGENT_PASSWORD } from '../../src/modules/support/chat/agents';
import { DESK_CSRF_HEADER } from '../../src/http/ops/operatorAuth';

/** The desk's host in these tests, and the origin its own page sends. */
export const DESK_HOST = 'desk.test';
export const DESK_ORIGIN = `http://${DESK_HOST}`;

/** A signed-in desk page: its session cookie and the CSRF token the page was given. */
export interface DeskSession {
  cookie: string;
  csrf: string;
}

export interface DeskAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What a browser on the desk's own page sends with a fetch. */
export const SAME_ORIGIN = { origin: DESK_ORIGIN, 'sec-fetch-site': 'same-origin' };

/** POSTs the sign-in form's JSON as the desk page does. */
export async function postSignIn(
  app: FastifyInstance,
  name: string,
  password = DEV_SUPPORT_AGENT_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<DeskAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/ops/support/sign-in',
    headers: { host: DESK_HOST, ...SAME_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ name, password }),
    remoteAddress,
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

/** Signs an agent in and opens the desk page, as a browser would; throws when refused. */
export async function signIn(
  app: FastifyInstance,
  name: string,
  password = DEV_SUPPORT_AGENT_PASSWORD,
): Promise<DeskSession> {
  const answer = await postSignIn(app, name, password);
  if (answer.status !== 200) throw new Error(`sign-in refused: ${answer.status} ${answer.body}`);
  const setCookie = String(answer.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  const page = await app.inject({
    method: 'GET',
    url: '/ops/support',
    headers: { host: DESK_HOST, cookie },
  });
  const csrf = /data-csrf="([^"]+)"/.exec(page.body)?.[1];
  if (!csrf) throw new Error('the desk page carries no CSRF token');
  return { cookie, csrf };
}

/**
 * A desk request as the page makes it: the session's cookie, same-origin headers, and on a POST
 * the CSRF header and a JSON body (`{}` when none is given). `headers` adds or overrides.
 */
export async function deskRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  session: DeskSession | null,
  options: {
    payload?: object | string | Buffer;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<DeskAnswer> {
  const post = method === 'POST';
  const headers: Record<string, string> = {
    host: DESK_HOST,
    lang: '3',
    ...SAME_ORIGIN,
    ...(session ? { cookie: session.cookie } : {}),
    ...(post && session ? { [DESK_CSRF_HEADER]: session.csrf } : {}),
    ...(post ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const payload = options.payload ?? (post ? {} : undefined);
  const response = await app.inject({
    method,
    url: `/ops/support${url}`,
    headers,
    ...(payload === undefined
      ? {}
      : {
          payload:
            typeof payload === 'string' || Buffer.isBuffer(payload)
              ? payload
              : JSON.stringify(payload),
        }),
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}
