import { describe, expect, it } from 'vitest';
import { routePath } from '@platform/routes';
import {
  areaCacheName,
  isAssignedMessage,
  staleAreaCaches,
  staleShellCaches,
  startWorker,
  strategyFor,
  type WorkerScope,
} from './sw';

const SCOPE = 'https://site.test/';
const PRECACHE = new Set([`${SCOPE}static/js/index.abc.js`, `${SCOPE}offline.html`]);
const get = (url: string, mode = 'no-cors') => ({ url, method: 'GET', mode });

describe('strategyFor', () => {
  it.each([
    ['an API call', get(`${SCOPE}web/user/info`)],
    ['the runtime manifest', get(`${SCOPE}web/frontend-discovery.json`)],
    ['an uploaded image', get(`${SCOPE}web/upload/file/12`, 'navigate')],
    ['another origin', get('https://cdn.test/deploy/wallet/1.0.0-ab/remoteEntry.js')],
    ['the mirror origin of the store', get('http://127.0.0.1:8086/deploy/wallet/1.0.0-ab/a.js')],
    ['a POST', { url: `${SCOPE}static/js/index.abc.js`, method: 'POST', mode: 'cors' }],
    ['a file of no build', get(`${SCOPE}robots.txt`)],
    ['a store path without a file', get(`${SCOPE}deploy/wallet/1.0.0-ab/`)],
  ])('leaves %s to the network', (_what, request) => {
    expect(strategyFor(request, SCOPE, PRECACHE)).toBe('network-only');
  });

  it('caches an area version file by version', () => {
    expect(
      strategyFor(get(`${SCOPE}deploy/wallet/1.0.0-ab12/static/js/a.js`), SCOPE, PRECACHE),
    ).toBe('area-cache');
  });

  it('answers the shell files it precached', () => {
    expect(strategyFor(get(`${SCOPE}static/js/index.abc.js`), SCOPE, PRECACHE)).toBe('shell-cache');
  });

  it("caches the shell's other hashed files as they are fetched", () => {
    expect(strategyFor(get(`${SCOPE}static/js/async/login.def.js`), SCOPE, PRECACHE)).toBe(
      'shell-cache',
    );
  });

  it('treats a page as a navigation, whatever its hash', () => {
    expect(strategyFor(get(`${SCOPE}#${routePath('my')}`, 'navigate'), SCOPE, PRECACHE)).toBe(
      'navigation',
    );
  });

  it('reads the API and the store under a scope that is not the root', () => {
    const scope = 'https://site.test/app/';
    expect(strategyFor(get('https://site.test/app/web/x'), scope, PRECACHE)).toBe('network-only');
    expect(
      strategyFor(get('https://site.test/app/deploy/games/2.0.0-cd/e.js'), scope, PRECACHE),
    ).toBe('area-cache');
  });
});

describe('staleAreaCaches', () => {
  const names = [
    'shell-abc',
    'area-wallet-1.0.0-aa',
    'area-wallet-1.1.0-bb',
    'area-games-2.0.0-cc',
    'area-support-1.0.0-dd',
  ];

  it('deletes the versions of an app the device is no longer assigned', () => {
    expect(staleAreaCaches(names, { wallet: '1.0.0-aa', games: '2.0.0-cc' })).toEqual([
      'area-wallet-1.1.0-bb',
    ]);
  });

  it('deletes every cached version after a rollback to one never cached', () => {
    expect(staleAreaCaches(names, { wallet: '0.9.0-zz' })).toEqual([
      'area-wallet-1.0.0-aa',
      'area-wallet-1.1.0-bb',
    ]);
  });

  it('keeps the caches of apps the message does not name, and the shell cache', () => {
    expect(staleAreaCaches(names, {})).toEqual([]);
  });
});

it('deletes the shell caches of other builds only', () => {
  expect(
    staleShellCaches(['shell-old', 'shell-new', 'area-wallet-1'], { id: 'new', precache: [] }),
  ).toEqual(['shell-old']);
});

it('accepts only a well-formed assigned message', () => {
  expect(isAssignedMessage({ type: 'assigned', versions: { wallet: '1.0.0-aa' } })).toBe(true);
  expect(isAssignedMessage({ type: 'assigned', versions: { wallet: 1 } })).toBe(false);
  expect(isAssignedMessage({ type: 'other', versions: {} })).toBe(false);
  expect(isAssignedMessage(null)).toBe(false);
});

/** An in-memory Cache Storage and a worker scope whose network is a function. */
function fakeWorker(network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (r: Request | string) => store.get(typeof r === 'string' ? r : r.url)?.clone(),
      put: async (r: Request, response: Response) => void store.set(r.url, response),
      addAll: async (rs: Request[]) => {
        for (const r of rs) store.set(r.url, await network(r));
      },
    } as unknown as Cache;
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: string, options?: { cacheName?: string }) =>
      stores
        .get(options?.cacheName ?? '')
        ?.get(r)
        ?.clone(),
  } as unknown as CacheStorage;
  const listeners = new Map<string, (event: never) => void>();
  const scope = {
    registration: { scope: SCOPE },
    caches,
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    fetch: network,
    addEventListener: (type: string, listener: (event: never) => void) =>
      listeners.set(type, listener),
  } as unknown as WorkerScope;
  startWorker(scope, { id: 'b1', precache: ['offline.html', 'static/js/index.abc.js'] });
  const dispatch = async (type: string, fields: object) => {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      respondWith: (p: Promise<Response>) => (answer = p),
    };
    listeners.get(type)!(event as never);
    await Promise.all(pending);
    return answer;
  };
  const fetchEvent = (url: string, init: RequestInit & { mode?: string } = {}) => {
    const request = new Request(url, { method: init.method ?? 'GET' });
    Object.defineProperty(request, 'mode', { value: init.mode ?? 'no-cors' });
    return dispatch('fetch', { request });
  };
  return { stores, dispatch, fetchEvent };
}

describe('the worker', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const online = (request: Request) => Promise.resolve(new Response(`net:${request.url}`));

  it('precaches the shell in a cache named by the build, and drops older shell builds', async () => {
    const worker = fakeWorker(online);
    worker.stores.set('shell-b0', new Map());
    await worker.dispatch('install', {});
    await worker.dispatch('activate', {});
    expect([...worker.stores.keys()]).toEqual(['shell-b1']);
    expect([...worker.stores.get('shell-b1')!.keys()]).toEqual([
      `${SCOPE}offline.html`,
      `${SCOPE}static/js/index.abc.js`,
    ]);
  });

  it('answers a navigation without network with the offline page', async () => {
    let network = online;
    const worker = fakeWorker((r) => network(r));
    await worker.dispatch('install', {});
    network = offline;
    const answer = await worker.fetchEvent(`${SCOPE}`, { mode: 'navigate' });
    expect(await (await answer!).text()).toBe(`net:${SCOPE}offline.html`);
  });

  it('takes a navigation from the network when there is one, and never stores it', async () => {
    const worker = fakeWorker(online);
    const answer = await worker.fetchEvent(`${SCOPE}`, { mode: 'navigate' });
    expect(await (await answer!).text()).toBe(`net:${SCOPE}`);
    expect(worker.stores.get('shell-b1')?.has(SCOPE)).toBeFalsy();
  });

  it("keeps a shell chunk in the build's cache once fetched", async () => {
    let network = online;
    const worker = fakeWorker((r) => network(r));
    const chunk = `${SCOPE}static/js/async/login.def.js`;
    await (await worker.fetchEvent(chunk))!;
    network = offline;
    expect(await (await (await worker.fetchEvent(chunk))!).text()).toBe(`net:${chunk}`);
    expect(worker.stores.get('shell-b1')?.has(chunk)).toBe(true);
  });

  it('does not answer an API call, so nothing of it is cached', async () => {
    const worker = fakeWorker(online);
    expect(await worker.fetchEvent(`${SCOPE}web/user/info`)).toBeUndefined();
    expect([...worker.stores.keys()]).toEqual([]);
  });

  it('serves an area file from its version cache once fetched, and forgets unassigned versions', async () => {
    let network = online;
    const worker = fakeWorker((r) => network(r));
    const file = `${SCOPE}deploy/wallet/1.1.0-bb/static/js/a.js`;
    await (await worker.fetchEvent(file))!;
    network = offline;
    expect(await (await (await worker.fetchEvent(file))!).text()).toBe(`net:${file}`);
    expect(worker.stores.has(areaCacheName('wallet', '1.1.0-bb'))).toBe(true);

    await worker.dispatch('message', {
      data: { type: 'assigned', versions: { wallet: '1.0.0-aa' } },
    });
    expect(worker.stores.has(areaCacheName('wallet', '1.1.0-bb'))).toBe(false);
  });
});
