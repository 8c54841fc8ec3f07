import type { DiscoveryVersion } from '@platform/delivery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadArea from './loadArea';

const { loadRemote, registerRemotes } = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes }));

const version = (name: string, traffic: number, isDefault: boolean): DiscoveryVersion => ({
  url: `https://site.example/deploy/wallet/${name}/entry.js`,
  fallbackUrl: `https://mirror.example/deploy/wallet/${name}/entry.js`,
  metadata: { integrity: `sha384-${name}`, version: name },
  deployment: { traffic, default: isDefault },
});
const canary = version('2.0.0-b', 50, false);
const stable = version('1.0.0-a', 50, true);
const routes = { area: 'wallet', pages: {} };

/** The routes module when the registered entry is one of `working`, else a failed load. */
function entriesThatLoad(...working: string[]) {
  let entry = '';
  registerRemotes.mockImplementation((remotes: { entry: string }[]) => {
    entry = remotes[0]!.entry;
  });
  loadRemote.mockImplementation(async () =>
    working.includes(entry) ? { default: routes } : undefined,
  );
}

let loader: typeof LoadArea;
const failures: [string, string, string][] = [];

beforeEach(async () => {
  vi.resetModules();
  failures.length = 0;
  loader = await import('./loadArea');
  loader.onEntryFailure((area, v, failure) => failures.push([area, v, failure.kind]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('loading an area', () => {
  it('loads the assigned version and says it is the one running', async () => {
    entriesThatLoad(canary.url);
    loader.registerAreas({ wallet: { versions: [canary, stable], chosen: canary } });

    await expect(loader.loadArea('wallet')).resolves.toBe(routes);
    expect(loader.loadedVersion('wallet')).toBe(canary.metadata.version);
    expect(failures).toEqual([]);
  });

  it('tries the fallbackUrl when the url is unreachable', async () => {
    entriesThatLoad(canary.fallbackUrl!);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network')));
    loader.registerAreas({ wallet: { versions: [canary, stable], chosen: canary } });

    await loader.loadArea('wallet');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'wallet', entry: canary.fallbackUrl }],
      { force: true },
    );
    expect(loader.loadedVersion('wallet')).toBe(canary.metadata.version);
    expect(failures).toEqual([['wallet', canary.metadata.version, 'network']]);
  });

  it('runs the default when the canary is missing, and names the default as running', async () => {
    entriesThatLoad(stable.url);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    loader.registerAreas({ wallet: { versions: [canary, stable], chosen: canary } });

    await loader.loadArea('wallet');
    expect(loader.loadedVersion('wallet')).toBe(stable.metadata.version);
    expect(failures).toEqual([['wallet', canary.metadata.version, 'status']]);
  });

  it('gives up with AreaUnavailableError when no copy of any version loads', async () => {
    entriesThatLoad();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network')));
    loader.registerAreas({ wallet: { versions: [canary, stable], chosen: canary } });

    await expect(loader.loadArea('wallet')).rejects.toBeInstanceOf(loader.AreaUnavailableError);
    expect(failures.map(([, v, kind]) => `${v} ${kind}`)).toEqual([
      `${canary.metadata.version} network`,
      `${canary.metadata.version} network`,
      `${stable.metadata.version} network`,
      `${stable.metadata.version} network`,
    ]);
    expect(loader.loadedVersion('wallet')).toBeUndefined();
  });
});
