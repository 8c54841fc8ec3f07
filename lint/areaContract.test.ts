import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkAreaContract } from '../scripts/delivery/contract';

/**
 * An area's exposed `./routes`, as Module Federation's generated types declare it, must be what the
 * shell loads: an `AreaRoutesModule` of that area. The fixtures are the wallet's real generated
 * types (`MF_DTS=1 pnpm --filter wallet run build`, dist/@mf-types/routes.d.ts and the file it
 * re-exports) and a copy whose pages are gone; their `@platform/ui` resolves from apps/wallet.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'lint', 'fixtures', 'areaContract');
const walletFolder = join(root, 'apps', 'wallet');

describe('the area contract', () => {
  it('accepts the wallet types the federation plugin generated', () => {
    const result = checkAreaContract('wallet', join(fixtures, 'wallet'), {
      resolveFrom: walletFolder,
    });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('refuses an exposed module without pages', () => {
    const result = checkAreaContract('wallet', join(fixtures, 'walletWithoutPages'), {
      resolveFrom: walletFolder,
    });
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/'pages' is missing/);
  });

  it('refuses the wallet types offered as another area', () => {
    const result = checkAreaContract('games', join(fixtures, 'wallet'), {
      resolveFrom: walletFolder,
    });
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/"wallet"' is not assignable to type '"games"'/);
  });

  it('refuses types whose imports do not resolve instead of passing them as any', () => {
    const result = checkAreaContract('wallet', join(fixtures, 'wallet'), {
      resolveFrom: fixtures,
    });
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Cannot find module '@platform\/ui'/);
  });

  it('refuses a folder without generated types', () => {
    const result = checkAreaContract('wallet', fixtures, { resolveFrom: walletFolder });
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Cannot find module/);
  });
});
