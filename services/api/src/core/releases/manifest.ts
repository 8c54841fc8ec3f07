import { APPS } from '@platform/routes';
import {
  DISCOVERY_SCHEMA,
  type DiscoveryManifest,
  type DiscoveryVersion,
} from '@platform/delivery';
import type { Queryable } from '../../db/database';
import type { VersionRow } from './state';

/** Where the deployed area files are served from: the site's origin and the fallback origin. */
export interface DeployLocations {
  deployBaseUrl: string;
  deployFallbackUrl: string | null;
}

/**
 * The runtime manifest the shell reads at start (docs/product-rules.md#delivery), in the
 * frontend-discovery shape: per app, the versions live now (traffic > 0, or the default), the
 * canary first and the default last, each with its entry's URL on the site's origin and on the
 * fallback origin.
 */
export async function discoveryManifest(
  db: Queryable,
  config: DeployLocations,
): Promise<DiscoveryManifest> {
  const { rows } = await db.query<VersionRow>(
    `SELECT app, version, entry, integrity, commit, semver, published_at, traffic, is_default,
            step_plan
     FROM frontend_versions WHERE traffic > 0 OR is_default
     ORDER BY app, is_default, published_at DESC, version`,
  );
  const microFrontends: Record<string, DiscoveryVersion[]> = {};
  // The apps in their table order, so the manifest reads the same way every time.
  for (const app of APPS) {
    const live = rows.filter((row) => row.app === app);
    if (live.length > 0) microFrontends[app] = live.map((row) => discoveryVersion(row, config));
  }
  return { schema: DISCOVERY_SCHEMA, microFrontends };
}

function discoveryVersion(row: VersionRow, config: DeployLocations): DiscoveryVersion {
  const path = `${row.app}/${row.version}/${row.entry}`;
  return {
    url: `${config.deployBaseUrl}${path}`,
    ...(config.deployFallbackUrl ? { fallbackUrl: `${config.deployFallbackUrl}${path}` } : {}),
    metadata: { integrity: row.integrity, version: row.version },
    deployment: { traffic: row.traffic, default: row.is_default },
    extras: { commit: row.commit, publishedAt: row.published_at.toISOString() },
  };
}
