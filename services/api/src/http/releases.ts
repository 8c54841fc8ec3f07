import {
  DISCOVERY_PATH,
  HEALTH_PATH,
  MAX_HEALTH_COUNT,
  MAX_HEALTH_ENTRIES,
  type HealthReport,
} from '@platform/delivery';
import { APPS } from '@platform/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { DomainError } from '../core/errors';
import { KeyedWindowLimit } from '../core/rateLimit';
import {
  pruneHealthLoads,
  recordHealth,
  type AutoRollback,
  MAX_HEALTH_TOKEN_LENGTH,
  issueHealthToken,
  verifyHealthToken,
  discoveryManifest,
} from '../core/releases';
import type { Clock } from '../core/time';
import { WEB_PREFIX } from './routes';

export interface ReleaseRouteDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
}

export const DISCOVERY_URL = `${WEB_PREFIX}${DISCOVERY_PATH}`;
export const HEALTH_URL = `${WEB_PREFIX}${HEALTH_PATH}`;

const count = z.number().int().min(0).max(MAX_HEALTH_COUNT);

/** A shell's health report (docs/product-rules.md#delivery); keys it does not know are dropped. */
export const healthReportSchema = z.object({
  token: z.string().max(MAX_HEALTH_TOKEN_LENGTH),
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
  const { tokenSecret, reportsPerMinute } = deps.config.healthIntake;
  // docs/decisions.md#delivery-health-tokens: per client address and process.
  const reportLimit = new KeyedWindowLimit(reportsPerMinute, 60_000, deps.clock);
  let prunedAt = 0;

  // Every manifest carries a fresh page load's health token: the shell reads it once per load.
  app.get(DISCOVERY_URL, async (_request, reply) => {
    const manifest = await discoveryManifest(deps.db, deps.config);
    const health = tokenSecret ? { health: issueHealthToken(tokenSecret, deps.clock.now()) } : {};
    return reply.header('cache-control', 'no-store').send({ ...manifest, ...health });
  });

  // No cookie, session or device is read, and no address kept: the address is only counted in
  // memory for the rate limit; the token names a page load, nobody.
  app.post(HEALTH_URL, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!tokenSecret) throw new DomainError('notYetAvailable', 'notYetAvailable');
    if (!reportLimit.hit(request.ip)) throw new DomainError('tooFrequent', 'tooFrequent');
    const parsed = healthReportSchema.safeParse(reportBody(request.body));
    if (!parsed.success) throw new DomainError('invalidInput', 'invalidRequest');
    const now = deps.clock.now();
    const { token, ...batch } = parsed.data;
    const loadId = verifyHealthToken(tokenSecret, token, now);
    // Dropped: without a live token the API signed, a report is nobody's page load.
    if (!loadId) throw new DomainError('unauthorized', 'healthTokenInvalid');
    const health = {
      db: deps.db,
      policy: deps.config.canaryPolicy,
      log: request.log,
      ...(alert ? { alert } : {}),
    };
    await recordHealth(health, batch, loadId, now);
    if (now.getTime() - prunedAt >= 60_000) {
      prunedAt = now.getTime();
      await pruneHealthLoads(deps.db, health.policy, now);
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
