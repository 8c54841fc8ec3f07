import { DISCOVERY_PATH, HEALTH_PATH, type HealthReport } from '@platform/delivery';
import { APPS } from '@platform/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { DomainError } from '../domain/errors';
import { recordHealth, type AutoRollback } from '../domain/releases/health';
import { discoveryManifest } from '../domain/releases/manifest';
import type { Clock } from '../domain/time/clock';
import { WEB_PREFIX } from './routes';

export interface ReleaseRouteDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
}

export const DISCOVERY_URL = `${WEB_PREFIX}${DISCOVERY_PATH}`;
export const HEALTH_URL = `${WEB_PREFIX}${HEALTH_PATH}`;

/** The most a report may count of one thing: a shell batches a page's life, not a day's. */
export const MAX_HEALTH_COUNT = 10_000;
export const MAX_HEALTH_ENTRIES = 50;
const count = z.number().int().min(0).max(MAX_HEALTH_COUNT);

/** A shell's health report (docs/product-rules.md#delivery); keys it does not know are dropped. */
export const healthReportSchema = z.object({
  entries: z
    .array(
      z.object({
        app: z.enum(APPS),
        version: z.string().regex(/^[0-9A-Za-z.+_-]{1,80}$/),
        views: count,
        failedViews: count,
        loadFailures: count,
        renderErrors: count,
        failedCalls: count,
      }),
    )
    .min(1)
    .max(MAX_HEALTH_ENTRIES),
}) satisfies z.ZodType<HealthReport>;

/** `navigator.sendBeacon(url, string)` sends text/plain: the same JSON, read from the string. */
function reportBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** The operator's alert beyond the log line: a JSON POST to OPS_ALERT_URL. */
function alertSender(url: string) {
  return async (rollback: AutoRollback): Promise<void> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ alert: 'frontend.auto-rollback', ...rollback }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`OPS_ALERT_URL answered ${response.status}`);
  };
}

/**
 * Delivery's HTTP side (docs/product-rules.md#delivery): the public manifest and health intake under
 * /web/, beside the contract's endpoints rather than in their list (they are read by the shell's
 * loader, not the app's api slice, and answer no envelope). The operators' /ops/releases is
 * ops/releases.ts, on the operator instance.
 */
export async function releaseRoutes(app: FastifyInstance, deps: ReleaseRouteDeps): Promise<void> {
  const alert = deps.config.opsAlertUrl ? alertSender(deps.config.opsAlertUrl) : undefined;

  app.get(DISCOVERY_URL, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await discoveryManifest(deps.db, deps.config)),
  );

  // No cookie, session, device or address is read or kept: only the counts.
  app.post(HEALTH_URL, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = healthReportSchema.safeParse(reportBody(request.body));
    if (!parsed.success) throw new DomainError('invalidInput', 'invalidRequest');
    await recordHealth(
      {
        db: deps.db,
        policy: deps.config.canaryPolicy,
        log: request.log,
        ...(alert ? { alert } : {}),
      },
      parsed.data,
      deps.clock.now(),
    );
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
