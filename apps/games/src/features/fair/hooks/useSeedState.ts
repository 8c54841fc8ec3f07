import { useState } from 'react';
import { useGetInhouseSeedQuery } from '@platform/api-client';

/** The seeds the next round uses: the hash of the committed server seed, the client seed, the nonce. */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The player's seed state: asked once (getInhouseSeed), then replaced by what each round or a new
 * client seed answers (each answer carries the next commitment), so it never lags a round.
 */
export function useSeedState() {
  const { data } = useGetInhouseSeedQuery();
  const [latest, setLatest] = useState<SeedState | null>(null);
  return { seed: latest ?? data, setSeed: setLatest };
}
