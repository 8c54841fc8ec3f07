import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What keeps the support desk (/ops/support) from being driven by another site
 * (docs/decisions-api.md#support-desk-sign-in): the session cookie a browser sends only to
 * same-site requests, the fetch-metadata and Origin headers of every state-changing request, the
 * session's CSRF token in a header no form can set, and JSON bodies only.
 */

/** The cookie that holds the desk session's token; scoped to the desk's path. */
export const DESK_SESSION_COOKIE = 'desk_session';
/** The header the desk page sends the session's CSRF token in, on every POST. */
export const DESK_CSRF_HEADER = 'x-desk-csrf';

/** The value of one cookie of the request, or undefined. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page, link
 * or form makes the browser send it), Secure when the desk is reached over https, and scoped to
 * the desk's path. `maxAgeSeconds` 0 deletes it.
 */
export function sessionCookie(
  request: FastifyRequest,
  path: string,
  token: string,
  maxAgeSeconds: number,
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${DESK_SESSION_COOKIE}=${token}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The desk's own origin as the browser names it: the scheme (X-Forwarded-Proto when TRUST_PROXY
 * believes the proxy) and the Host the browser asked for.
 */
export function deskOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);

/**
 * Why a request cannot be the desk page's own, or null. Sec-Fetch-Site, when the browser sends it,
 * must be same-origin (the page's fetch) or none (the agent typed the address); a state-changing
 * request's Origin, when sent, must be the desk's. A client that sends neither is no browser, so it
 * holds no ambient cookie of an agent: the session and its CSRF token still decide.
 * `navigation`: the page itself, which a link from anywhere may open (without its cookie, it
 * shows the sign-in form).
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  kind: 'navigation' | 'read' | 'change',
): string | null {
  if (kind === 'navigation') return null;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !SAME_ORIGIN_SITES.has(String(site)))
    return `a ${String(site)} request`;
  if (kind === 'read') return null;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== deskOrigin(request)) return `a request from ${origin}`;
  return null;
}

/** The media type of the request's body, lower case without parameters; '' when none is said. */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The desk's refusals: `{code, msg}` in plain English for the staff page, not the envelope. */
export function refuse(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ code: status, msg });
}
