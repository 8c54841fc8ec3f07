import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { SiteSecurity } from './securityHeaders';
import { createStaticApp, registerStoreFiles } from './serveStatic';

/**
 * The composed site as a server (docs/architecture.md#delivery): the shell's build at the root, the
 * deployment store under /deploy/, the API under /web; and the store's mirror, a second origin as
 * a CDN would be. scripts/serve-site.mjs runs both; a production launcher can too.
 */

/** The API's calls and its event stream, proxied to the API (which trusts the site: TRUST_PROXY). */
const WEB_PREFIX = '/web';

/**
 * Headers a client could write to pass for another address, scheme or host: the API (which trusts
 * the site's X-Forwarded-For) must never see the client's own, only the site's account.
 */
const FORWARDING_HEADERS = /^(?:x-forwarded-.+|forwarded|x-real-ip|x-client-ip|true-client-ip)$/i;

/**
 * The headers the API receives for a request (docs/decisions.md#security-headers): the client's
 * forwarding headers dropped, then X-Forwarded-For set to the address the site saw (the socket's
 * peer, or what a proxy the site trusts said) and X-Forwarded-Proto to its scheme.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!FORWARDING_HEADERS.test(name)) forwarded[name] = value;
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  return forwarded;
}

export interface SiteServerOptions {
  /** The shell's build served at the root (a published version's folder in the store). */
  shellDir: string;
  /** The deployment store's folder, served under /deploy/. */
  storeRoot: string;
  /** The API's address (`http://127.0.0.1:3100`); its /web/ calls are proxied there. */
  apiUpstream: string;
  /** The mirror's origin, which the pages load area files from after a failure (none: no mirror). */
  mirrorOrigin?: string;
  /**
   * The proxies in front of the site (a TLS terminator) whose X-Forwarded-For and -Proto count;
   * none by default: the address is the socket's peer.
   */
  trustProxy?: false | string[];
}

/** The site: the shell, the store under /deploy/ and the API under /web, one origin. */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const security = new SiteSecurity({
    assetOrigins: options.mirrorOrigin ? [options.mirrorOrigin] : [],
  });
  return createStaticApp(options.shellDir, {
    security,
    trustProxy: options.trustProxy ?? false,
    extra: async (app) => {
      await registerStoreFiles(app, options.storeRoot, security);
      await app.register(fastifyHttpProxy, {
        upstream: options.apiUpstream,
        prefix: WEB_PREFIX,
        rewritePrefix: WEB_PREFIX,
        replyOptions: { rewriteRequestHeaders: forwardedHeaders },
      });
    },
  });
}

export interface MirrorServerOptions {
  /** The deployment store's folder, served under /deploy/. */
  storeRoot: string;
  /** The site's origins: the only ones whose pages may read the mirror's files (CORS). */
  siteOrigins: readonly string[];
  /** As the site's. */
  trustProxy?: false | string[];
}

/**
 * The store's mirror. The shell's pages load area entries from it with subresource integrity,
 * and fetch them to tell a failure's cause, so the site's own origins get CORS; any other origin
 * gets none (docs/decisions.md#security-headers).
 */
export async function createMirrorServer(options: MirrorServerOptions): Promise<FastifyInstance> {
  const security = new SiteSecurity({ assetOrigins: [] });
  const allowed = new Set(options.siteOrigins);
  const app = Fastify({ logger: false, trustProxy: options.trustProxy ?? false });
  security.register(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('vary', varyOn(reply.getHeader('vary'), 'origin'));
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin))
      reply.header('access-control-allow-origin', origin);
  });
  await registerStoreFiles(app, options.storeRoot, security);
  return app;
}

function varyOn(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => n.toLowerCase() === name)
    ? names.join(', ')
    : [...names, name].join(', ');
}

/**
 * The site's origins when none is configured (SITE_ORIGIN): the loopback address it listens on,
 * by number and by name.
 */
export function localSiteOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}
