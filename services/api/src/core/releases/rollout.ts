import type { Database, Queryable } from '../../db/database';
import {
  ReleaseError,
  addEvent,
  appVersions,
  canaryOf,
  defaultOf,
  lockApp,
  moveDefault,
  requireApp,
  setTraffic,
  type PlannedStep,
  type VersionRow,
} from './state';

/**
 * Rollout, promotion and rollback of an app's versions (docs/product-rules.md#delivery). One canary
 * at a time beside the default, which takes the rest of the traffic; every change of traffic is one
 * transaction with its event.
 */

export type RolloutRequest = { traffic: number } | { step: true };

/** The traffic of a step rollout's steps: now, after one step, after two. */
export const STEP_TRAFFIC = [10, 50, 100] as const;

const MINUTE_MS = 60_000;

export function stepPlan(now: Date, stepMinutes: number): PlannedStep[] {
  return STEP_TRAFFIC.slice(1).map((traffic, i) => ({
    traffic,
    due: new Date(now.getTime() + (i + 1) * stepMinutes * MINUTE_MS).toISOString(),
  }));
}

function findVersion(versions: readonly VersionRow[], app: string, version: string): VersionRow {
  const row = versions.find((v) => v.version === version);
  if (!row)
    throw new ReleaseError(404, `${app} has no version "${version}" (sync the store first?)`);
  return row;
}

/** Every other canary back to 0: one canary at a time. Answers the versions stopped. */
async function stopOtherCanaries(
  tx: Queryable,
  versions: readonly VersionRow[],
  keep: string,
): Promise<string[]> {
  const stopped = versions.filter((v) => !v.is_default && v.traffic > 0 && v.version !== keep);
  for (const row of stopped) await setTraffic(tx, row, 0);
  return stopped.map((v) => v.version);
}

/** Makes `target` the default at 100 %, the old default and any canary 0 (inside `tx`). */
async function promote(
  tx: Queryable,
  versions: readonly VersionRow[],
  target: VersionRow,
  action: 'promoted' | 'step',
  now: Date,
): Promise<void> {
  const previous = defaultOf(versions);
  const stopped = await stopOtherCanaries(tx, versions, target.version);
  await moveDefault(tx, target.app, previous?.version ?? null, target.version);
  // `previous` is what a rollback without a canary brings back.
  await addEvent(
    tx,
    {
      app: target.app,
      version: target.version,
      action,
      traffic: 100,
      detail: { previous: previous?.version ?? null, ...(stopped.length ? { stopped } : {}) },
    },
    now,
  );
}

/** Sets a canary's traffic, the default taking the rest (inside `tx`). */
async function setCanary(
  tx: Queryable,
  versions: readonly VersionRow[],
  target: VersionRow,
  traffic: number,
  plan: PlannedStep[] | null,
  action: 'rollout' | 'step',
  now: Date,
): Promise<void> {
  const current = defaultOf(versions);
  if (!current) throw new ReleaseError(409, `${target.app} has no default version to share with`);
  const stopped = await stopOtherCanaries(tx, versions, target.version);
  await setTraffic(tx, target, traffic, plan);
  await setTraffic(tx, current, 100 - traffic);
  await addEvent(
    tx,
    {
      app: target.app,
      version: target.version,
      action,
      traffic,
      detail: {
        default: current.version,
        ...(plan ? { steps: plan } : {}),
        ...(stopped.length ? { stopped } : {}),
      },
    },
    now,
  );
}

/**
 * Rolls `version` out: at `traffic` % (1-99) beside the default, at 100 % as the new default, or
 * (`step`) at 10 % now, 50 % after one step and 100 % after two, applied by the `releases.step` job.
 */
export async function rollout(
  db: Database,
  app: string,
  version: string,
  request: RolloutRequest,
  options: { now: Date; stepMinutes: number },
): Promise<void> {
  requireApp(app);
  const traffic = 'step' in request ? STEP_TRAFFIC[0] : request.traffic;
  if (!Number.isInteger(traffic) || traffic < 1 || traffic > 100)
    throw new ReleaseError(400, `traffic is a whole percentage 1-100 (got ${traffic})`);
  await db.transaction(async (tx) => {
    await lockApp(tx, app);
    const versions = await appVersions(tx, app);
    const target = findVersion(versions, app, version);
    if (target.is_default)
      throw new ReleaseError(409, `${app} ${version} is already the default (100 %)`);
    if (traffic === 100) return promote(tx, versions, target, 'promoted', options.now);
    const plan = 'step' in request ? stepPlan(options.now, options.stepMinutes) : null;
    await setCanary(tx, versions, target, traffic, plan, 'rollout', options.now);
  });
}

/** The version the current default replaced, from the promotion that made it the default. */
async function previousDefault(tx: Queryable, current: VersionRow): Promise<string | null> {
  const { rows } = await tx.query<{ previous: string | null }>(
    `SELECT detail->>'previous' AS previous FROM frontend_release_events
     WHERE app = $1 AND version = $2 AND action IN ('promoted', 'step') AND traffic = 100
     ORDER BY id DESC LIMIT 1`,
    [current.app, current.version],
  );
  return rows[0]?.previous ?? null;
}

export interface RollbackResult {
  /** `canary`: the canary went to 0; `default`: the previous default is back at 100 %. */
  kind: 'canary' | 'default';
  /** The version rolled back (now at 0). */
  version: string;
  /** The default now at 100 %. */
  restored: string;
}

/**
 * One command back to safety: a canary with traffic goes to 0 (its steps dropped) and the default
 * back to 100 %; with no canary, the default the current one replaced comes back at 100 %.
 */
export async function rollback(db: Database, app: string, now: Date): Promise<RollbackResult> {
  requireApp(app);
  return db.transaction(async (tx) => {
    await lockApp(tx, app);
    const versions = await appVersions(tx, app);
    const current = defaultOf(versions);
    if (!current) throw new ReleaseError(404, `${app} has no released version`);
    const canary = canaryOf(versions);
    if (canary) {
      await setTraffic(tx, canary, 0);
      await setTraffic(tx, current, 100);
      await addEvent(
        tx,
        {
          app,
          version: canary.version,
          action: 'rollback',
          traffic: 0,
          detail: { default: current.version, from: canary.traffic },
        },
        now,
      );
      return { kind: 'canary', version: canary.version, restored: current.version };
    }
    const previous = await previousDefault(tx, current);
    if (previous === null || !versions.some((v) => v.version === previous))
      throw new ReleaseError(
        409,
        `${app}: nothing to roll back (no canary, and ${current.version} replaced no earlier default)`,
      );
    await moveDefault(tx, app, current.version, previous);
    await addEvent(
      tx,
      {
        app,
        version: current.version,
        action: 'rollback',
        traffic: 0,
        detail: { restored: previous },
      },
      now,
    );
    return { kind: 'default', version: current.version, restored: previous };
  });
}

/**
 * Applies every planned step due at `now`, oldest first, each with its 'step' event; the last step
 * promotes. A canary rolled back meanwhile has no plan left. Runs inside the job's transaction.
 */
export async function applyDueSteps(tx: Queryable, now: Date): Promise<number> {
  const { rows: planned } = await tx.query<{ app: string }>(
    `SELECT DISTINCT app FROM frontend_versions WHERE step_plan IS NOT NULL ORDER BY app`,
  );
  let applied = 0;
  for (const { app } of planned) {
    await lockApp(tx, app);
    for (;;) {
      const versions = await appVersions(tx, app);
      const canary = versions.find((v) => v.step_plan !== null && v.step_plan.length > 0);
      const next = canary?.step_plan?.[0];
      if (!canary || !next || new Date(next.due) > now) break;
      if (next.traffic >= 100) await promote(tx, versions, canary, 'step', now);
      else {
        const rest = canary.step_plan!.slice(1);
        await setCanary(tx, versions, canary, next.traffic, rest.length ? rest : null, 'step', now);
      }
      applied += 1;
    }
  }
  return applied;
}
