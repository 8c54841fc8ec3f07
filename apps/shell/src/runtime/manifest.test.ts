import { DISCOVERY_SCHEMA, type DiscoveryManifest } from '@platform/delivery';
import { describe, expect, it } from 'vitest';
import { assignAreas, deviceId, versionsOf } from './manifest';

const version = (name: string, traffic: number, isDefault: boolean) => ({
  url: `./deploy/wallet/${name}/static/js/wallet.js`,
  fallbackUrl: `https://mirror.example/deploy/wallet/${name}/static/js/wallet.js`,
  metadata: { integrity: `sha384-${name}`, version: name },
  deployment: { traffic, default: isDefault },
});

const manifest: DiscoveryManifest = {
  schema: DISCOVERY_SCHEMA,
  microFrontends: { wallet: [version('2.0.0-b', 50, false), version('1.0.0-a', 50, true)] },
};
const page = { search: '', href: 'https://site.example/' };

describe("the shell's area assignment", () => {
  it('resolves relative entry URLs against the page and keeps the fallback absolute', () => {
    const { wallet } = assignAreas(manifest, 'device-1', page);
    expect(wallet!.chosen.url).toMatch(/^https:\/\/site\.example\/deploy\/wallet\//);
    expect(wallet!.chosen.fallbackUrl).toMatch(/^https:\/\/mirror\.example\//);
  });

  it('gives one device the same version on every load, and splits devices between versions', () => {
    const names = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const first = versionsOf(assignAreas(manifest, `device-${i}`, page)).wallet;
      expect(versionsOf(assignAreas(manifest, `device-${i}`, page)).wallet).toBe(first);
      names.add(first!);
    }
    expect(names).toEqual(new Set(['2.0.0-b', '1.0.0-a']));
  });

  it('runs the version a tester forces in the query string', () => {
    for (let i = 0; i < 20; i += 1) {
      const forced = assignAreas(manifest, `device-${i}`, {
        ...page,
        search: '?version=wallet@1.0.0-a',
      });
      expect(forced.wallet!.chosen.metadata.version).toBe('1.0.0-a');
    }
  });

  it('leaves out an area the manifest has no version of', () => {
    expect(assignAreas(manifest, 'device-1', page).games).toBeUndefined();
  });

  it('makes a device id once and keeps it', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as Storage;
    const id = deviceId(storage);
    expect(deviceId(storage)).toBe(id);
  });
});
