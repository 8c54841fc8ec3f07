import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRoutesModule } from '@platform/ui';
import type { AreaName } from '@platform/routes';
import type { AreaVersion } from '../runtime/manifest';

/** The area could not be loaded (its remote is down, or its code threw while loading). */
export class AreaUnavailableError extends Error {
  constructor(
    readonly area: AreaName,
    cause?: unknown,
  ) {
    super(`area ${area} is unavailable`, { cause });
  }
}

let entries: Partial<Record<AreaName, AreaVersion>> = {};
const loading = new Map<AreaName, Promise<AreaRoutesModule>>();

/** Registers the remotes this device was assigned; nothing is fetched until an area is visited. */
export function registerAreas(assigned: Partial<Record<AreaName, AreaVersion>>) {
  entries = assigned;
  registerRemotes(
    Object.entries(assigned).map(([name, version]) => ({ name, entry: version.entry })),
  );
}

/** Loads an area's exposed routes once; a failure is forgotten so that retry loads again. */
export function loadArea(area: AreaName): Promise<AreaRoutesModule> {
  const cached = loading.get(area);
  if (cached) return cached;
  const attempt = (async () => {
    const version = entries[area];
    if (!version) throw new AreaUnavailableError(area);
    const module = await loadRemote<{ default: AreaRoutesModule }>(`${area}/routes`).catch(
      (error: unknown) => {
        throw new AreaUnavailableError(area, error);
      },
    );
    if (!module?.default) throw new AreaUnavailableError(area);
    return module.default;
  })();
  loading.set(area, attempt);
  attempt.catch(() => loading.delete(area));
  return attempt;
}

/** Retry: forget the failed remote (entry and manifest) and register it afresh. */
export function resetArea(area: AreaName) {
  loading.delete(area);
  const version = entries[area];
  if (version) registerRemotes([{ name: area, entry: version.entry }], { force: true });
}
