import { createHash, timingSafeEqual } from 'node:crypto';
import { FolderStore } from '@platform/delivery/store';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import {
  releases,
  rollback,
  rollout,
  type RolloutRequest,
  ReleaseError,
  syncReleases,
} from '../../core/releases';
import type { Clock } from '../../core/time';

export const RELEASES_PREFIX = '/ops/releases';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const versionName = z.string().regex(/^[0-9A-Za-z.+_-]{1,80}$/);
const rolloutBody = z.union([
  z.object({ version: versionName, traffic: z.number().int().min(1).max(100) }).strict(),
  z.object({ version: versionName, step: z.literal(true) }).strict(),
]);
const appParam = z.object({ app: z.string() });

function appOf(request: FastifyRequest): string {
  return appParam.parse(request.params).app;
}

/**
 * The operators' release API (docs/product-rules.md#delivery), used by `pnpm rollout`, `pnpm
 * rollback`, `pnpm releases` and `pnpm deploy:area`: JSON in and out behind `authorization: Bearer
 * <RELEASE_TOKEN>`; refusals are `{code, msg}` with the HTTP status as code.
 */
export async function releaseOpsRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; clock: Clock },
): Promise<void> {
  const token = deps.config.releaseToken;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (token === null)
          return reply
            .code(503)
            .send({ code: 503, msg: 'the release API is off: RELEASE_TOKEN is not set' });
        const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        if (given === undefined || !sameToken(given, token))
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="releases"')
            .send({ code: 401, msg: 'authorization: Bearer <RELEASE_TOKEN> required' });
      });

      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof ReleaseError)
          return reply.code(error.status).send({ code: error.status, msg: error.message });
        if (error instanceof z.ZodError)
          return reply.code(400).send({ code: 400, msg: z.prettifyError(error) });
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
          return reply.code(error.statusCode).send({ code: error.statusCode, msg: error.message });
        request.log.error({ err: error }, 'release API failed');
        return reply.code(500).send({ code: 500, msg: 'server error' });
      });

      scope.post('/sync', async () => ({
        code: 0,
        ...(await syncReleases(
          deps.db,
          new FolderStore(deps.config.deployStore),
          deps.clock.now(),
        )),
      }));

      scope.get('/:app', async (request) => ({
        code: 0,
        ...(await releases(deps.db, appOf(request))),
      }));

      scope.post('/:app/rollout', async (request) => {
        const app = appOf(request);
        const parsed = rolloutBody.safeParse(request.body);
        if (!parsed.success)
          throw new ReleaseError(
            400,
            'the body is {"version": "<version>", "traffic": 1-100} or {"version": "<version>", "step": true}',
          );
        const { version, ...how } = parsed.data;
        await rollout(deps.db, app, version, how as RolloutRequest, {
          now: deps.clock.now(),
          stepMinutes: deps.config.rolloutStepMinutes,
        });
        return { code: 0, ...(await releases(deps.db, app)) };
      });

      scope.post('/:app/rollback', async (request) => {
        const app = appOf(request);
        const rolledBack = await rollback(deps.db, app, deps.clock.now());
        return { code: 0, rolledBack, ...(await releases(deps.db, app)) };
      });
    },
    { prefix: RELEASES_PREFIX },
  );
}
