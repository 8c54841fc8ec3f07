import type { DiscoveryVersion } from './discovery';

/**
 * Which version of an app a device runs (docs/product-rules.md#delivery): the device's stable
 * bucket 1-100 walks the live versions' traffic, canaries first and the default last, so a device
 * in a canary's first 10 buckets stays on it while its traffic grows to 50 and 100.
 */

/** A stable bucket 1-100 for a device and an app (FNV-1a, then a 32-bit finaliser). */
export function deviceBucket(deviceId: string, app: string): number {
  const seed = `${deviceId}:${app}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // FNV-1a's low bits mix poorly on near-identical ids; the finaliser spreads them over 1-100.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return ((hash >>> 0) % 100) + 1;
}

/** The default version: the one marked so, else the one with the most traffic. */
export function defaultVersion(versions: readonly DiscoveryVersion[]): DiscoveryVersion | null {
  return (
    versions.find((v) => v.deployment.default) ??
    [...versions].sort((a, b) => b.deployment.traffic - a.deployment.traffic)[0] ??
    null
  );
}

/** The version a bucket lands on; traffic the versions leave unclaimed goes to the default. */
export function assignVersion(
  versions: readonly DiscoveryVersion[],
  bucket: number,
): DiscoveryVersion | null {
  const fallback = defaultVersion(versions);
  const ordered = [
    ...versions.filter((v) => !v.deployment.default),
    ...versions.filter((v) => v.deployment.default),
  ];
  let upTo = 0;
  for (const version of ordered) {
    if (version.deployment.traffic <= 0) continue;
    upTo += version.deployment.traffic;
    if (bucket <= upTo) return version;
  }
  return fallback;
}

/** The query parameter with which a tester forces versions: `?version=wallet@1.0.0-ab12,…`. */
export const FORCE_PARAM = 'version';

/** app → version forced by the page's query string (repeated or comma-separated). */
export function forcedVersions(search: string): Record<string, string> {
  const forced: Record<string, string> = {};
  for (const value of new URLSearchParams(search).getAll(FORCE_PARAM)) {
    for (const item of value.split(',')) {
      const at = item.indexOf('@');
      if (at > 0 && at < item.length - 1) forced[item.slice(0, at)] = item.slice(at + 1);
    }
  }
  return forced;
}

/**
 * The version this device runs: a forced one when it exists in the manifest (a tester may open a
 * version at 0 % traffic), else the device's bucket.
 */
export function chooseVersion(
  versions: readonly DiscoveryVersion[],
  bucket: number,
  forced: string | undefined,
): DiscoveryVersion | null {
  const pinned = forced ? versions.find((v) => v.metadata.version === forced) : undefined;
  return pinned ?? assignVersion(versions, bucket);
}

/** One try at an app's entry: which version, from which of its two URLs. */
export interface EntryAttempt {
  version: DiscoveryVersion;
  source: 'url' | 'fallbackUrl';
  url: string;
}

export function firstAttempt(version: DiscoveryVersion): EntryAttempt {
  return { version, source: 'url', url: version.url };
}

/**
 * A failure that another copy of the same file may not have: the network failed, timed out, or
 * the server answered 5xx (or asked to come back later). Anything else — the file is not there,
 * its integrity does not match, the module threw — is the version's own fault.
 */
export function isRetriable(failure: EntryFailure): boolean {
  if (failure.kind === 'network') return true;
  if (failure.kind === 'status')
    return failure.status >= 500 || failure.status === 408 || failure.status === 429;
  return false;
}

export type EntryFailure =
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'integrity' }
  | { kind: 'threw' };

/**
 * What to load after a failed attempt: on a retriable failure the same version's `fallbackUrl`
 * (once); otherwise, or when that fails too, the default version (its `url`, then its
 * `fallbackUrl` on a retriable failure). Null when nothing is left: the area shows its fallback.
 */
export function nextAttempt(
  versions: readonly DiscoveryVersion[],
  failed: EntryAttempt,
  failure: EntryFailure,
): EntryAttempt | null {
  if (isRetriable(failure) && failed.source === 'url' && failed.version.fallbackUrl) {
    return { version: failed.version, source: 'fallbackUrl', url: failed.version.fallbackUrl };
  }
  const fallback = defaultVersion(versions);
  if (!fallback || fallback.metadata.version === failed.version.metadata.version) return null;
  return firstAttempt(fallback);
}
