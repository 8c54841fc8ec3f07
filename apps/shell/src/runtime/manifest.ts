import {
  DISCOVERY_PATH,
  chooseVersion,
  deviceBucket,
  forcedVersions,
  type DiscoveryManifest,
  type DiscoveryVersion,
} from '@platform/delivery';
import { AREAS, type AreaName } from '@platform/routes';

/**
 * The runtime manifest (docs/architecture.md#delivery): the API's frontend-discovery document,
 * fetched at start, says per area which versions are live and at what traffic. Built files carry
 * no remote URL, so each area deploys and rolls out without rebuilding the shell.
 */
export async function fetchManifest(apiBase: string): Promise<DiscoveryManifest> {
  const response = await fetch(`${apiBase}${DISCOVERY_PATH}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime manifest answered ${response.status}`);
  return (await response.json()) as DiscoveryManifest;
}

/** An area's live versions and the one this device runs. */
export interface AreaAssignment {
  versions: DiscoveryVersion[];
  chosen: DiscoveryVersion;
}

const DEVICE_KEY = 'deviceId';

/** The device's id, made once and kept: it decides the device's bucket in every rollout. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** Resolves a manifest URL against the page (`./deploy/…` on the site's origin). */
const absolute = (url: string, base: string) => new URL(url, base).href;

/**
 * Every area's version for this device: the one a tester forces with `?version=<area>@<version>`,
 * else the device's stable bucket in the traffic. The same device gets the same version on every
 * load while the traffic stands; an area with no live version is left out (its fallback shows).
 */
export function assignAreas(
  manifest: DiscoveryManifest,
  device: string,
  page: { search: string; href: string },
): Partial<Record<AreaName, AreaAssignment>> {
  const forced = forcedVersions(page.search);
  const assigned: Partial<Record<AreaName, AreaAssignment>> = {};
  for (const area of AREAS) {
    const versions = (manifest.microFrontends[area] ?? []).map((v) => ({
      ...v,
      url: absolute(v.url, page.href),
      ...(v.fallbackUrl ? { fallbackUrl: absolute(v.fallbackUrl, page.href) } : {}),
    }));
    const chosen = chooseVersion(versions, deviceBucket(device, area), forced[area]);
    if (chosen) assigned[area] = { versions, chosen };
  }
  return assigned;
}

/** area → version name, for the health reports and the service worker. */
export function versionsOf(
  assigned: Partial<Record<AreaName, AreaAssignment>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(assigned).map(([area, a]) => [area, a.chosen.metadata.version]),
  );
}
