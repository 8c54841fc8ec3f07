import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteSecurity } from './securityHeaders';

/** Hashed build output under /static/ never changes; everything else is revalidated. */
export function cacheControl(path: string): string {
  return /\/static\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticAppOptions {
  /** The security headers of every answer and the policy of each page (securityHeaders.ts). */
  security: SiteSecurity;
  /**
   * The proxies in front of this server whose X-Forwarded-For and X-Forwarded-Proto count
   * (Fastify's trustProxy: addresses, CIDRs or loopback/linklocal/uniquelocal); none by default,
   * so `request.ip` is the socket's peer (docs/decisions.md#security-headers).
   */
  trustProxy?: false | string[];
  /** Routes that must come before the static files (the shell's manifest, /web). */
  extra?: (app: FastifyInstance) => Promise<void>;
}

/**
 * One app's production build as the site server serves it: the `.br`/`.gz` copies written at build
 * time (compressAssets.ts) are picked by accept-encoding, with the raw file for a client that
 * accepts neither; `vary: accept-encoding` on every file so a shared cache keeps them apart. Every
 * answer carries the site's security headers, a page its own policy; no CORS: the pages, the
 * store under /deploy/ and /web are all this origin.
 */
export async function createStaticApp(
  dist: string,
  { security, trustProxy = false, extra }: StaticAppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy });
  security.register(app);
  await extra?.(app);
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(path));
      reply.header('vary', 'accept-encoding');
      reply.header('content-security-policy', security.filePolicy(path));
    },
  });
  return app;
}

/**
 * The deployment store's files under `/deploy/<app>/<version>/…` (docs/architecture.md#delivery):
 * a version never changes, so every file is cached for a year; compressed copies as above.
 */
export async function registerStoreFiles(
  app: FastifyInstance,
  storeRoot: string,
  security: SiteSecurity,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: storeRoot,
    prefix: '/deploy/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('vary', 'accept-encoding');
      reply.header('content-security-policy', security.filePolicy(path));
    },
  });
}
