import type { Queryable } from '../../db/database';
import { appVersions, requireApp, type PlannedStep, type ReleaseAction } from './state';

/** What `pnpm releases <app>` prints (docs/product-rules.md#delivery). */
export interface ReleasesView {
  app: string;
  /** Newest published first. */
  versions: {
    version: string;
    semver: string;
    traffic: number;
    default: boolean;
    commit: string;
    publishedAt: string;
    /** A step rollout's pending steps, in order. */
    steps: PlannedStep[];
  }[];
  /** The last 20 changes, newest first. */
  events: {
    id: number;
    version: string;
    action: ReleaseAction;
    traffic: number;
    detail: Record<string, unknown>;
    at: string;
  }[];
}

export const EVENTS_SHOWN = 20;

export async function releases(db: Queryable, app: string): Promise<ReleasesView> {
  requireApp(app);
  const versions = await appVersions(db, app);
  const { rows: events } = await db.query<{
    id: number;
    version: string;
    action: ReleaseAction;
    traffic: number;
    detail: Record<string, unknown>;
    at: Date;
  }>(
    `SELECT id, version, action, traffic, detail, at FROM frontend_release_events
     WHERE app = $1 ORDER BY id DESC LIMIT $2`,
    [app, EVENTS_SHOWN],
  );
  return {
    app,
    versions: versions.map((v) => ({
      version: v.version,
      semver: v.semver,
      traffic: v.traffic,
      default: v.is_default,
      commit: v.commit,
      publishedAt: v.published_at.toISOString(),
      steps: v.step_plan ?? [],
    })),
    events: events.map((e) => ({ ...e, id: Number(e.id), at: e.at.toISOString() })),
  };
}
