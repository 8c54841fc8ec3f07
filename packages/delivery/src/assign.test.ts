import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assignVersion,
  chooseVersion,
  deviceBucket,
  firstAttempt,
  forcedVersions,
  isRetriable,
  nextAttempt,
} from './assign';
import type { DiscoveryVersion } from './discovery';

function version(name: string, traffic: number, isDefault: boolean, fallback = true) {
  return {
    url: `https://a.example/${name}/entry.js`,
    ...(fallback ? { fallbackUrl: `https://b.example/${name}/entry.js` } : {}),
    metadata: { integrity: `sha384-${name}`, version: name },
    deployment: { traffic, default: isDefault },
  } satisfies DiscoveryVersion;
}

const ids = Array.from({ length: 10_000 }, () => randomUUID());

function shares(versions: DiscoveryVersion[], app = 'wallet') {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const name = assignVersion(versions, deviceBucket(id, app))?.metadata.version ?? 'none';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].map(([name, n]) => [name, (n / ids.length) * 100]));
}

describe('device assignment', () => {
  it('puts a device in a bucket from 1 to 100, the same one every time', () => {
    for (const id of ids.slice(0, 500)) {
      const bucket = deviceBucket(id, 'wallet');
      expect(bucket).toBeGreaterThanOrEqual(1);
      expect(bucket).toBeLessThanOrEqual(100);
      expect(deviceBucket(id, 'wallet')).toBe(bucket);
    }
  });

  it.each([10, 50, 90])('lands 10,000 devices within ±2 %% of a %i %% canary', (traffic) => {
    const got = shares([version('new', traffic, false), version('old', 100 - traffic, true)]);
    expect(Math.abs(got.new! - traffic)).toBeLessThanOrEqual(2);
    expect(Math.abs(got.old! - (100 - traffic))).toBeLessThanOrEqual(2);
  });

  it('lands devices within ±2 % of three versions’ weights', () => {
    const got = shares([version('a', 20, false), version('b', 30, false), version('c', 50, true)]);
    expect(Math.abs(got.a! - 20)).toBeLessThanOrEqual(2);
    expect(Math.abs(got.b! - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs(got.c! - 50)).toBeLessThanOrEqual(2);
  });

  it('keeps every canary device on the canary while its traffic grows 10 → 50 → 100', () => {
    const at = (traffic: number) =>
      ids.map(
        (id) =>
          assignVersion(
            [version('new', traffic, false), version('old', 100 - traffic, true)],
            deviceBucket(id, 'wallet'),
          )!.metadata.version,
      );
    const ten = at(10);
    const fifty = at(50);
    const hundred = at(100);
    ten.forEach((name, i) => {
      if (name === 'new') expect(fifty[i]).toBe('new');
    });
    fifty.forEach((name, i) => {
      if (name === 'new') expect(hundred[i]).toBe('new');
    });
  });

  it('draws each app separately: the wallet canary and the games canary are not the same devices', () => {
    const canary = [version('new', 50, false), version('old', 50, true)];
    const both = ids.filter(
      (id) =>
        assignVersion(canary, deviceBucket(id, 'wallet'))!.metadata.version === 'new' &&
        assignVersion(canary, deviceBucket(id, 'games'))!.metadata.version === 'new',
    ).length;
    expect(Math.abs((both / ids.length) * 100 - 25)).toBeLessThanOrEqual(2);
  });

  it('gives unclaimed traffic to the default and a rolled-back canary no device', () => {
    const versions = [version('new', 0, false), version('old', 60, true)];
    expect(
      new Set(ids.map((id) => assignVersion(versions, deviceBucket(id, 'x'))!.metadata.version)),
    ).toEqual(new Set(['old']));
  });
});

describe('forcing a version', () => {
  it('reads app@version pairs, repeated or comma-separated', () => {
    expect(forcedVersions('?version=wallet@1.0.0-ab12,games@2.0.0-cd34&version=account@3')).toEqual(
      {
        wallet: '1.0.0-ab12',
        games: '2.0.0-cd34',
        account: '3',
      },
    );
    expect(forcedVersions('?version=wallet&version=@1')).toEqual({});
  });

  it('runs the forced version even at 0 % traffic, and ignores one that is not deployed', () => {
    const versions = [version('new', 0, false), version('old', 100, true)];
    expect(chooseVersion(versions, 1, 'new')!.metadata.version).toBe('new');
    expect(chooseVersion(versions, 1, 'gone')!.metadata.version).toBe('old');
  });
});

describe('what to load after a failure', () => {
  const canary = version('new', 10, false);
  const stable = version('old', 90, true);
  const versions = [canary, stable];

  it('retries the same version from its fallbackUrl after a network failure or a 5xx', () => {
    for (const failure of [{ kind: 'network' }, { kind: 'status', status: 503 }] as const) {
      expect(nextAttempt(versions, firstAttempt(canary), failure)).toEqual({
        version: canary,
        source: 'fallbackUrl',
        url: canary.fallbackUrl,
      });
    }
  });

  it('goes to the default version after an unretriable failure', () => {
    for (const failure of [
      { kind: 'status', status: 404 },
      { kind: 'integrity' },
      { kind: 'threw' },
    ] as const) {
      expect(isRetriable(failure)).toBe(false);
      expect(nextAttempt(versions, firstAttempt(canary), failure)).toEqual(firstAttempt(stable));
    }
  });

  it('goes to the default when the fallbackUrl fails too, or the version has none', () => {
    const fromFallback = nextAttempt(versions, firstAttempt(canary), { kind: 'network' })!;
    expect(nextAttempt(versions, fromFallback, { kind: 'network' })).toEqual(firstAttempt(stable));
    const bare = version('bare', 10, false, false);
    expect(nextAttempt([bare, stable], firstAttempt(bare), { kind: 'network' })).toEqual(
      firstAttempt(stable),
    );
  });

  it('tries the default’s own fallbackUrl, then gives up', () => {
    const fromDefault = nextAttempt(versions, firstAttempt(stable), { kind: 'network' })!;
    expect(fromDefault.source).toBe('fallbackUrl');
    expect(nextAttempt(versions, fromDefault, { kind: 'network' })).toBeNull();
    expect(nextAttempt(versions, firstAttempt(stable), { kind: 'threw' })).toBeNull();
  });
});
