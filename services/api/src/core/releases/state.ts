import { APPS } from '@platform/routes';
import type { Queryable } from '../../db/database';
import { auditOperator } from '../audit';

/**
 * The release state of the front-end apps (docs/product-rules.md#delivery): each app's versions with
 * their traffic, the default, a step rollout's pending steps, and the history of every change.
 */

export type ReleaseAction =
  'registered' | 'rollout' | 'promoted' | 'step' | 'rollback' | 'auto-rollback';

export interface PlannedStep {
  traffic: number;
  /** ISO instant. */
  due: string;
}

export interface VersionRow {
  app: string;
  version: string;
  entry: string;
  integrity: string;
  commit: string;
  semver: string;
  published_at: Date;
  traffic: number;
  is_default: boolean;
  step_plan: PlannedStep[] | null;
}

/** A refusal of the release API: an HTTP status and a sentence for the operator. */
export class ReleaseError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function isApp(app: string): boolean {
  return (APPS as readonly string[]).includes(app);
}

export function requireApp(app: string): void {
  if (!isApp(app)) throw new ReleaseError(404, `unknown app "${app}" (apps: ${APPS.join(', ')})`);
}

/** Serialises every change of one app's release state (two operators, the job, a health report). */
export async function lockApp(tx: Queryable, app: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(7261037, hashtext($1))`, [app]);
}

/** The app's versions, newest published first. */
export async function appVersions(tx: Queryable, app: string): Promise<VersionRow[]> {
  const { rows } = await tx.query<VersionRow>(
    `SELECT app, version, entry, integrity, commit, semver, published_at, traffic, is_default,
            step_plan
     FROM frontend_versions WHERE app = $1
     ORDER BY published_at DESC, registered_at DESC, version DESC`,
    [app],
  );
  return rows;
}

export async function setTraffic(
  tx: Queryable,
  row: Pick<VersionRow, 'app' | 'version'>,
  traffic: number,
  plan: PlannedStep[] | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE frontend_versions SET traffic = $3, step_plan = $4::jsonb
     WHERE app = $1 AND version = $2`,
    [row.app, row.version, traffic, plan === null ? null : JSON.stringify(plan)],
  );
}

/** Moves the default flag: the old default's first, since one app has one default at a time. */
export async function moveDefault(
  tx: Queryable,
  app: string,
  from: string | null,
  to: string,
): Promise<void> {
  if (from !== null)
    await tx.query(
      `UPDATE frontend_versions SET is_default = false, traffic = 0, step_plan = NULL
       WHERE app = $1 AND version = $2`,
      [app, from],
    );
  await tx.query(
    `UPDATE frontend_versions SET is_default = true, traffic = 100, step_plan = NULL
     WHERE app = $1 AND version = $2`,
    [app, to],
  );
}

export async function addEvent(
  tx: Queryable,
  event: {
    app: string;
    version: string;
    action: ReleaseAction;
    traffic: number;
    detail?: Record<string, unknown>;
  },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_release_events (app, version, action, traffic, detail, at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [event.app, event.version, event.action, event.traffic, JSON.stringify(event.detail ?? {}), at],
  );
  // Every release change is chained (docs/decisions-api.md#the-audit-chain): a rollout or rollback
  // is an operator's call on the release API, the rest the platform's own steps.
  const byOperator = event.action === 'rollout' || event.action === 'rollback';
  await auditOperator(tx, { at, door: byOperator ? 'ops' : 'system' }, 'release.changed', {
    subject: { type: 'release', id: `${event.app}@${event.version}` },
    detail: { step: event.action, traffic: event.traffic },
  });
}

/** The version a non-default with traffic is: the canary (at most one per app). */
export const canaryOf = (versions: readonly VersionRow[]): VersionRow | undefined =>
  versions.find((v) => !v.is_default && v.traffic > 0);

export const defaultOf = (versions: readonly VersionRow[]): VersionRow | undefined =>
  versions.find((v) => v.is_default);
