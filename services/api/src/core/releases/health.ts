import {
  EMPTY_COUNTS,
  canaryVerdict,
  type CanaryPolicy,
  type HealthBatch,
  type HealthCounts,
  type LoadCounts,
} from '@platform/delivery';
import type { Database, Queryable } from '../../db/database';
import type { JobLogger } from '../scheduler';
import { addEvent, appVersions, canaryOf, defaultOf, lockApp, setTraffic } from './state';

/**
 * The shells' health reports and the automatic rollback (docs/product-rules.md#delivery): counts are
 * summed per app, version and minute for the operator's reading; each page load (its health token)
 * that viewed a version is kept for the window, failed or not. After each report, an app's canary
 * whose rate of failed loads over the window exceeds its default's by more than the margin, with
 * enough distinct loads, goes to 0 % by itself and the operator is told.
 */

export interface AutoRollback {
  app: string;
  version: string;
  /** The default, now at 100 %. */
  default: string;
  canaryRate: number;
  defaultRate: number;
  /** Distinct page loads in the window, and those that met a failure. */
  canaryLoads: number;
  defaultLoads: number;
  canaryFailedLoads: number;
  defaultFailedLoads: number;
  windowMinutes: number;
  at: string;
}

export interface HealthDeps {
  db: Database;
  policy: CanaryPolicy & { windowMinutes: number };
  log: JobLogger;
  /** Tells the operator beyond the log (OPS_ALERT_URL); called after the commit. */
  alert?: (rollback: AutoRollback) => Promise<void>;
}

export interface HealthResult {
  /** Entries added to their minute (a version's entries summed into one). */
  recorded: number;
  /** Entries of a version the API does not know. */
  ignored: number;
  rolledBack: AutoRollback[];
}

const MINUTE_MS = 60_000;
/** A minute's count stops here rather than overflow its int column (reports are anonymous). */
const BUCKET_CAP = 1_000_000_000;

export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

type Key = `${string}\u0000${string}`;

/** The report's entries summed per app and version, failed views never above views. */
function summed(report: HealthBatch): Map<Key, { app: string; version: string } & HealthCounts> {
  const sums = new Map<Key, { app: string; version: string } & HealthCounts>();
  for (const entry of report.entries) {
    const key: Key = `${entry.app}\u0000${entry.version}`;
    const sum = sums.get(key) ?? { app: entry.app, version: entry.version, ...EMPTY_COUNTS };
    sum.views += entry.views;
    sum.failedViews += Math.min(entry.failedViews, entry.views);
    sum.loadFailures += entry.loadFailures;
    sum.renderErrors += entry.renderErrors;
    sum.failedCalls += entry.failedCalls;
    sums.set(key, sum);
  }
  return sums;
}

/** The first moment of the window that ends at `now`: its minute and the minutes before. */
function windowStart(policy: HealthDeps['policy'], now: Date): Date {
  return new Date(minuteOf(now).getTime() - (policy.windowMinutes - 1) * MINUTE_MS);
}

async function windowLoads(
  tx: Queryable,
  app: string,
  version: string,
  since: Date,
): Promise<LoadCounts> {
  const { rows } = await tx.query<{ loads: number; failed_loads: number }>(
    `SELECT count(*)::int AS loads, count(*) FILTER (WHERE failed)::int AS failed_loads
     FROM frontend_health_loads WHERE app = $1 AND version = $2 AND seen_at >= $3`,
    [app, version, since],
  );
  return { loads: rows[0]!.loads, failedLoads: rows[0]!.failed_loads };
}

/** Judges an app's canary on the window's counts; rolls it back in one transaction when bad. */
async function judgeCanary(deps: HealthDeps, app: string, now: Date): Promise<AutoRollback | null> {
  const since = windowStart(deps.policy, now);
  // Most reports name apps with no canary: those need no transaction or lock.
  const { rows: canaries } = await deps.db.query(
    `SELECT 1 FROM frontend_versions WHERE app = $1 AND NOT is_default AND traffic > 0`,
    [app],
  );
  if (canaries.length === 0) return null;
  return deps.db.transaction(async (tx) => {
    await lockApp(tx, app);
    const versions = await appVersions(tx, app);
    const canary = canaryOf(versions);
    const current = defaultOf(versions);
    if (!canary || !current) return null;
    const canaryCounts = await windowLoads(tx, app, canary.version, since);
    const defaultCounts = await windowLoads(tx, app, current.version, since);
    const verdict = canaryVerdict(canaryCounts, defaultCounts, deps.policy);
    if (!verdict.rollback) return null;
    const rolledBack: AutoRollback = {
      app,
      version: canary.version,
      default: current.version,
      canaryRate: verdict.canaryRate,
      defaultRate: verdict.defaultRate,
      canaryLoads: canaryCounts.loads,
      defaultLoads: defaultCounts.loads,
      canaryFailedLoads: canaryCounts.failedLoads,
      defaultFailedLoads: defaultCounts.failedLoads,
      windowMinutes: deps.policy.windowMinutes,
      at: now.toISOString(),
    };
    await setTraffic(tx, canary, 0);
    await setTraffic(tx, current, 100);
    const { app: _app, version: _version, at: _at, ...detail } = rolledBack;
    await addEvent(
      tx,
      { app, version: canary.version, action: 'auto-rollback', traffic: 0, detail },
      now,
    );
    return rolledBack;
  });
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Adds a report's entries to the current minute (entries of unknown versions are ignored), marks
 * the page load `loadId` (from its verified health token) as having viewed each version the report
 * counts views of, failed when it counts a failed view, then judges the canary of every app the
 * report names.
 */
export async function recordHealth(
  deps: HealthDeps,
  report: HealthBatch,
  loadId: string,
  now: Date,
): Promise<HealthResult> {
  const bucket = minuteOf(now);
  const result: HealthResult = { recorded: 0, ignored: 0, rolledBack: [] };
  const apps = new Set<string>();
  for (const sum of summed(report).values()) {
    // Inserted only when the version is registered: the foreign key would refuse it otherwise.
    const { rowCount } = await deps.db.query(
      `INSERT INTO frontend_health
         (app, version, bucket, views, failed_views, load_failures, render_errors, failed_calls)
       SELECT app, version, $3, $4, $5, $6, $7, $8 FROM frontend_versions
       WHERE app = $1 AND version = $2
       ON CONFLICT (app, version, bucket) DO UPDATE SET
         views = least(frontend_health.views + excluded.views, $9),
         failed_views = least(frontend_health.failed_views + excluded.failed_views, $9),
         load_failures = least(frontend_health.load_failures + excluded.load_failures, $9),
         render_errors = least(frontend_health.render_errors + excluded.render_errors, $9),
         failed_calls = least(frontend_health.failed_calls + excluded.failed_calls, $9)`,
      [
        sum.app,
        sum.version,
        bucket,
        sum.views,
        sum.failedViews,
        sum.loadFailures,
        sum.renderErrors,
        sum.failedCalls,
        BUCKET_CAP,
      ],
    );
    if (rowCount === 0) {
      result.ignored += 1;
      continue;
    }
    result.recorded += 1;
    apps.add(sum.app);
    if (sum.views > 0)
      await deps.db.query(
        `INSERT INTO frontend_health_loads (app, version, load_id, failed, seen_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (app, version, load_id) DO UPDATE SET
           failed = frontend_health_loads.failed OR excluded.failed,
           seen_at = greatest(frontend_health_loads.seen_at, excluded.seen_at)`,
        [sum.app, sum.version, loadId, sum.failedViews > 0, now],
      );
  }
  for (const app of apps) {
    const rolledBack = await judgeCanary(deps, app, now);
    if (!rolledBack) continue;
    result.rolledBack.push(rolledBack);
    deps.log.warn(
      { alert: 'frontend.auto-rollback', ...rolledBack },
      `canary ${app} ${rolledBack.version} rolled back to 0 % by itself: ` +
        `${percent(rolledBack.canaryRate)} of ${rolledBack.canaryLoads} page loads failed against ` +
        `${percent(rolledBack.defaultRate)} on ${rolledBack.default}`,
    );
    if (deps.alert)
      void deps
        .alert(rolledBack)
        .catch((error: unknown) =>
          deps.log.error({ err: error, app }, 'the auto-rollback alert could not be sent'),
        );
  }
  return result;
}

/** Forgets the page loads no window can count any more (called by the intake now and then). */
export async function pruneHealthLoads(
  db: Queryable,
  policy: HealthDeps['policy'],
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM frontend_health_loads WHERE seen_at < $1', [
    windowStart(policy, now),
  ]);
}
