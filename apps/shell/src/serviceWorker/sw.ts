/**
 * The service worker (docs/architecture.md#installable-app, docs/decisions.md#installable-app).
 * Self-contained: no imports but types. The shell's build compiles it to `dist/sw.js`
 * (packages/build-config/src/serviceWorker.ts), defining `__SW_BUILD__` (the build id and the
 * shell's files) ahead of this code, which then starts the worker; a test imports the pure rules.
 *
 * - The shell's files are cached in `shell-<build id>`: the page's entry, icons, manifest and
 *   offline page at install, its other hashed files (`static/`) when first fetched. A new shell
 *   build gets a new cache and the old ones are deleted on activation.
 * - An area's files (`deploy/<app>/<version>/…`, never changed once published) are cached as they
 *   are fetched, in `area-<app>-<version>`; when the page tells which versions this device is
 *   assigned, the caches of the others are deleted, so a rollback is never served from the cache.
 * - A page (navigation) always comes from the network; without one, the offline page answers:
 *   the app shows live money and cannot work from a stale copy.
 * - The API (`web/`), other origins and anything but GET are never answered nor cached.
 */

export interface ShellBuild {
  /** Changes with the shell's files: names the shell's cache. */
  id: string;
  /** The shell's files, relative to the worker's scope. */
  precache: string[];
}

export type Strategy = 'network-only' | 'area-cache' | 'shell-cache' | 'navigation';

/** What the page posts once it knows this device's versions (apps/shell/src/serviceWorker/register.ts). */
export interface AssignedMessage {
  type: 'assigned';
  versions: Record<string, string>;
}

export const SHELL_CACHE_PREFIX = 'shell-';
const AREA_CACHE_PREFIX = 'area-';
export const OFFLINE_PAGE = 'offline.html';

export const shellCacheName = (build: Pick<ShellBuild, 'id'>) => `${SHELL_CACHE_PREFIX}${build.id}`;
export const areaCacheName = (app: string, version: string) =>
  `${AREA_CACHE_PREFIX}${app}-${version}`;

/** `deploy/<app>/<version>/<file>` under the scope → its app and version; anything else → null. */
export function areaFileOf(url: URL, scope: string): { app: string; version: string } | null {
  const base = new URL('deploy/', scope);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  const [app, version, ...file] = url.pathname.slice(base.pathname.length).split('/');
  if (!app || !version || file.length === 0 || !file.at(-1)) return null;
  return { app: decodeURIComponent(app), version: decodeURIComponent(version) };
}

/**
 * How the worker answers a request. `precache` holds the absolute URLs of the shell's files.
 * The order matters: what must never be cached is decided first.
 */
export function strategyFor(
  request: { url: string; method: string; mode: string },
  scope: string,
  precache: ReadonlySet<string>,
): Strategy {
  const url = new URL(request.url);
  const api = new URL('web/', scope);
  if (request.method !== 'GET' || url.origin !== api.origin) return 'network-only';
  // The API: personal data and balances, and the runtime manifest that decides the versions.
  if (url.pathname.startsWith(api.pathname)) return 'network-only';
  if (request.mode === 'navigate') return 'navigation';
  if (areaFileOf(url, scope)) return 'area-cache';
  url.hash = '';
  if (precache.has(url.href)) return 'shell-cache';
  // The shell's hashed files: a name never changes content.
  if (url.pathname.startsWith(new URL('static/', scope).pathname)) return 'shell-cache';
  return 'network-only';
}

/**
 * The area caches to delete once the device's versions are known: every `area-<app>-*` cache of an
 * app in `assigned` but of another version. Caches of apps the message does not name are kept.
 */
export function staleAreaCaches(
  cacheNames: readonly string[],
  assigned: Readonly<Record<string, string>>,
): string[] {
  return cacheNames.filter((name) =>
    Object.entries(assigned).some(
      ([app, version]) =>
        name.startsWith(areaCacheName(app, '')) && name !== areaCacheName(app, version),
    ),
  );
}

/** The shell caches of other builds, deleted when this build's worker activates. */
export function staleShellCaches(cacheNames: readonly string[], build: ShellBuild): string[] {
  return cacheNames.filter(
    (name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(build),
  );
}

export function isAssignedMessage(data: unknown): data is AssignedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, versions } = data as Partial<AssignedMessage>;
  return (
    type === 'assigned' &&
    typeof versions === 'object' &&
    versions !== null &&
    Object.values(versions).every((v) => typeof v === 'string' && v.length > 0)
  );
}

// The worker's own types (lib "webworker" cannot sit beside "dom" in one program).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
export interface WorkerScope {
  registration: { scope: string };
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Installs the worker's listeners on its global scope. */
export function startWorker(self: WorkerScope, build: ShellBuild): void {
  const scope = self.registration.scope;
  const precache = new Set(build.precache.map((file) => new URL(file, scope).href));
  const shellCache = shellCacheName(build);

  self.addEventListener('install', (event) => {
    event.waitUntil(
      self.caches
        .open(shellCache)
        // `reload`: the files themselves, not a copy the browser's HTTP cache may hold.
        .then((cache) =>
          cache.addAll([...precache].map((u) => new Request(u, { cache: 'reload' }))),
        )
        // Safe to take over at once: pages come from the network, area files are versioned.
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      self.caches
        .keys()
        .then((names) =>
          Promise.all(staleShellCaches(names, build).map((n) => self.caches.delete(n))),
        )
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('message', (event) => {
    if (!isAssignedMessage(event.data)) return;
    const { versions } = event.data;
    event.waitUntil(
      self.caches
        .keys()
        .then((names) =>
          Promise.all(staleAreaCaches(names, versions).map((n) => self.caches.delete(n))),
        ),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    switch (strategyFor(request, scope, precache)) {
      case 'network-only':
        return; // not answered: the browser goes to the network as if there were no worker
      case 'navigation':
        event.respondWith(
          self.fetch(request).catch(async () => {
            const offline = await self.caches.match(new URL(OFFLINE_PAGE, scope).href, {
              cacheName: shellCache,
            });
            return offline ?? Response.error();
          }),
        );
        return;
      case 'shell-cache':
        event.respondWith(cacheFirst(self, shellCache, request));
        return;
      case 'area-cache': {
        const area = areaFileOf(new URL(request.url), scope)!;
        event.respondWith(cacheFirst(self, areaCacheName(area.app, area.version), request));
        return;
      }
    }
  });
}

/** A file that never changes: from its cache, else from the network, kept when the answer is a whole 200. */
async function cacheFirst(self: WorkerScope, cacheName: string, request: Request) {
  const cache = await self.caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await self.fetch(request);
  if (response.status === 200 && response.type === 'basic')
    await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

declare const __SW_BUILD__: ShellBuild | undefined;
// Defined only in the built worker (dist/sw.js); a test imports this module without starting it.
if (typeof __SW_BUILD__ !== 'undefined')
  startWorker(globalThis as unknown as WorkerScope, __SW_BUILD__);
