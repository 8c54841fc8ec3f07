import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** Hashed build output under /static/ never changes; everything else is revalidated. */
export function cacheControl(path: string): string {
  return /\/static\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * One app's production build as the site server serves it: the `.br`/`.gz` copies written at build
 * time (compressAssets.ts) are picked by accept-encoding, with the raw file for a client that
 * accepts neither; `vary: accept-encoding` on every file so a shared cache keeps them apart.
 * `extra` registers routes that must come before the static files (the shell's manifest, /web).
 */
export async function createStaticApp(
  dist: string,
  extra?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    // Remotes are fetched cross-origin by the shell.
    reply.header('access-control-allow-origin', '*');
  });
  await extra?.(app);
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(path));
      reply.header('vary', 'accept-encoding');
    },
  });
  return app;
}

/**
 * The deployment store's files under `/deploy/<app>/<version>/…` (docs/architecture.md#delivery):
 * a version never changes, so every file is cached for a year; compressed copies as above.
 */
export async function registerStoreFiles(app: FastifyInstance, storeRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: storeRoot,
    prefix: '/deploy/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('vary', 'accept-encoding');
    },
  });
}
