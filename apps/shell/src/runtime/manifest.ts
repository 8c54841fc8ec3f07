import type { AreaName } from '@platform/routes';

/**
 * The runtime manifest the shell fetches at start: where the API lives and, per area, the deployed
 * versions with their remote entry and rollout weight. Built files carry no remote URLs, so each
 * area deploys and rolls out on its own.
 */
export interface AreaVersion {
  version: string;
  entry: string;
  weight: number;
}
export interface RuntimeManifest {
  apiBase: string;
  areas: Record<AreaName, { versions: AreaVersion[] }>;
}

export const MANIFEST_URL = './runtime-manifest.json';

export async function fetchManifest(url = MANIFEST_URL): Promise<RuntimeManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime manifest answered ${response.status}`);
  return (await response.json()) as RuntimeManifest;
}

/** A number in [0, 1) from a string, stable across sessions (FNV-1a). */
export function stableFraction(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * Picks the version a device gets: the one assigned before while it is still deployed with weight,
 * else by the device's stable position in the weights. Null when the area has no live version.
 */
export function pickVersion(
  versions: readonly AreaVersion[],
  deviceId: string,
  area: string,
  previous: string | undefined,
): AreaVersion | null {
  const live = versions.filter((v) => v.weight > 0);
  if (live.length === 0) return null;
  const kept = live.find((v) => v.version === previous);
  if (kept) return kept;
  const total = live.reduce((sum, v) => sum + v.weight, 0);
  let point = stableFraction(`${deviceId}:${area}`) * total;
  for (const version of live) {
    if (point < version.weight) return version;
    point -= version.weight;
  }
  return live[live.length - 1]!;
}

const DEVICE_KEY = 'deviceId';
const ASSIGNMENT_KEY = 'areaVersions';

export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** Resolves every area's entry for this device and remembers the assignment (sticky rollout). */
export function assignVersions(
  manifest: RuntimeManifest,
  storage: Storage = localStorage,
): Partial<Record<AreaName, AreaVersion>> {
  const id = deviceId(storage);
  const previous = JSON.parse(storage.getItem(ASSIGNMENT_KEY) ?? '{}') as Record<string, string>;
  const chosen: Partial<Record<AreaName, AreaVersion>> = {};
  const remembered: Record<string, string> = {};
  for (const [area, { versions }] of Object.entries(manifest.areas) as [
    AreaName,
    { versions: AreaVersion[] },
  ][]) {
    const version = pickVersion(versions, id, area, previous[area]);
    if (version) {
      chosen[area] = version;
      remembered[area] = version.version;
    }
  }
  storage.setItem(ASSIGNMENT_KEY, JSON.stringify(remembered));
  return chosen;
}
