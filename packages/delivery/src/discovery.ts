import type { HealthToken } from './health';

/**
 * The runtime manifest in the frontend-discovery shape (docs/architecture.md#delivery): per app, the
 * versions live now, each with its entry URL, a fallback URL on another origin, the entry's
 * subresource integrity, and its share of traffic. The API serves it; the shell reads it at start.
 */
export const DISCOVERY_SCHEMA = 'https://mfewg.org/schema/v1-pre.json';

/** Where the API answers the manifest, relative to its base (`./web/` for the shell). */
export const DISCOVERY_PATH = 'frontend-discovery.json';

export interface DiscoveryVersion {
  url: string;
  fallbackUrl?: string;
  metadata: { integrity: string; version: string };
  deployment: { traffic: number; default: boolean };
  extras?: { commit?: string; publishedAt?: string };
}

export interface DiscoveryManifest {
  schema: string;
  microFrontends: Record<string, DiscoveryVersion[]>;
  /** This page load's health token (our addition to the shape); absent, the shell reports nothing. */
  health?: HealthToken;
}

/** The version string of a published build: the app's semver, then its content hash. */
export function versionName(semver: string, contentHash: string): string {
  return `${semver}-${contentHash}`;
}
