import { describe, expect, it } from 'vitest';
import { assignVersions, pickVersion, stableFraction, type RuntimeManifest } from './manifest';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

const v1 = { version: '1.0.0', entry: 'http://a/1/mf-manifest.json', weight: 90 };
const v2 = { version: '1.1.0', entry: 'http://a/2/mf-manifest.json', weight: 10 };

describe('rollout assignment', () => {
  it('splits devices by weight', () => {
    let canary = 0;
    for (let i = 0; i < 2000; i += 1)
      if (pickVersion([v1, v2], `device-${i}`, 'wallet', undefined)?.version === '1.1.0')
        canary += 1;
    expect(canary).toBeGreaterThan(120);
    expect(canary).toBeLessThan(280);
  });

  it('keeps a device on its version while that version is live', () => {
    expect(pickVersion([v1, v2], 'd', 'wallet', '1.1.0')).toBe(v2);
    expect(pickVersion([v1, { ...v2, weight: 0 }], 'd', 'wallet', '1.1.0')).toBe(v1);
  });

  it('is stable for the same device and area', () => {
    expect(stableFraction('x:wallet')).toBe(stableFraction('x:wallet'));
    expect(pickVersion([v1, v2], 'same', 'games', undefined)).toBe(
      pickVersion([v1, v2], 'same', 'games', undefined),
    );
  });

  it('remembers assignments per device across manifest fetches', () => {
    const storage = memoryStorage();
    const manifest: RuntimeManifest = {
      apiBase: './web/',
      areas: {
        wallet: { versions: [v1, v2] },
        games: { versions: [v1] },
        promotions: { versions: [] },
        account: { versions: [v1] },
        support: { versions: [v1] },
      },
    };
    const first = assignVersions(manifest, storage);
    const second = assignVersions(
      {
        ...manifest,
        areas: {
          ...manifest.areas,
          wallet: {
            versions: [
              { ...v1, weight: 1 },
              { ...v2, weight: 99 },
            ],
          },
        },
      },
      storage,
    );
    expect(second.wallet?.version).toBe(first.wallet?.version);
    expect(first.promotions).toBeUndefined();
  });
});
