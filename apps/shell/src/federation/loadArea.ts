import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  firstAttempt,
  nextAttempt,
  type EntryAttempt,
  type EntryFailure,
} from '@platform/delivery';
import type { AreaRoutesModule } from '@platform/ui';
import type { AreaName } from '@platform/routes';
import type { AreaAssignment } from '../runtime/manifest';
import { entryIntegrity } from './entryIntegrity';

/** The area could not be loaded (no copy of any live version loaded). */
export class AreaUnavailableError extends Error {
  constructor(
    readonly area: AreaName,
    cause?: unknown,
  ) {
    super(`area ${area} is unavailable`, { cause });
  }
}

type FailureListener = (area: AreaName, version: string, failure: EntryFailure) => void;

let assignments: Partial<Record<AreaName, AreaAssignment>> = {};
const loading = new Map<AreaName, Promise<AreaRoutesModule>>();
const loaded = new Map<AreaName, string>();
const failureListeners = new Set<FailureListener>();

/** Told of every failed attempt (the health reports count it against that version). */
export function onEntryFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Registers the versions this device was assigned; nothing is fetched until an area is visited. */
export function registerAreas(assigned: Partial<Record<AreaName, AreaAssignment>>) {
  assignments = assigned;
  const entries = Object.entries(assigned) as [AreaName, AreaAssignment][];
  for (const [, { chosen }] of entries) entryIntegrity().set(chosen.url, chosen.metadata.integrity);
  registerRemotes(entries.map(([name, { chosen }]) => ({ name, entry: chosen.url })));
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Why an attempt failed, asked of the network once it has: unreachable or 5xx (another copy may
 * do), or the file is missing, differs from its integrity, or loaded and threw (the version's own
 * fault).
 */
async function diagnose(attempt: EntryAttempt): Promise<EntryFailure> {
  let response: Response;
  try {
    response = await fetch(attempt.url, { cache: 'no-store' });
  } catch {
    return { kind: 'network' };
  }
  if (!response.ok) return { kind: 'status', status: response.status };
  const [algorithm, expected] = attempt.version.metadata.integrity.split(/-(.*)/s);
  if (algorithm === 'sha384' && globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-384', await response.arrayBuffer());
    if (base64(digest) !== expected) return { kind: 'integrity' };
  }
  return { kind: 'threw' };
}

async function loadFrom(
  area: AreaName,
  attempt: EntryAttempt,
  first: boolean,
): Promise<AreaRoutesModule> {
  if (!first) {
    entryIntegrity().set(attempt.url, attempt.version.metadata.integrity);
    registerRemotes([{ name: area, entry: attempt.url }], { force: true });
  }
  const module = await loadRemote<{ default: AreaRoutesModule }>(`${area}/routes`).catch(
    () => undefined,
  );
  if (!module?.default) throw new Error(`${area} ${attempt.version.metadata.version} did not load`);
  return module.default;
}

/**
 * Loads an area's exposed routes once (docs/architecture.md#delivery): the assigned version from
 * its `url`; after a retriable failure from its `fallbackUrl`; after an unretriable one, or when
 * that fails too, the default version. A failure is forgotten so that retry loads again.
 */
export function loadArea(area: AreaName): Promise<AreaRoutesModule> {
  const cached = loading.get(area);
  if (cached) return cached;
  const attempt = (async () => {
    const assignment = assignments[area];
    if (!assignment) throw new AreaUnavailableError(area);
    let current: EntryAttempt | null = firstAttempt(assignment.chosen);
    let first = true;
    let lastError: unknown;
    while (current) {
      try {
        const routes = await loadFrom(area, current, first);
        loaded.set(area, current.version.metadata.version);
        return routes;
      } catch (error) {
        lastError = error;
        const failure = await diagnose(current);
        for (const listener of failureListeners)
          listener(area, current.version.metadata.version, failure);
        current = nextAttempt(assignment.versions, current, failure);
        first = false;
      }
    }
    throw new AreaUnavailableError(area, lastError);
  })();
  loading.set(area, attempt);
  attempt.catch(() => loading.delete(area));
  return attempt;
}

/**
 * The version of the area that is running: the assigned one, or the default the loader fell back
 * to (a render error is that version's). Undefined before the area has loaded.
 */
export function loadedVersion(area: AreaName): string | undefined {
  return loaded.get(area);
}

/** Retry: forget the failed remote and register the assigned version afresh. */
export function resetArea(area: AreaName) {
  loading.delete(area);
  const assignment = assignments[area];
  if (assignment) registerRemotes([{ name: area, entry: assignment.chosen.url }], { force: true });
}
