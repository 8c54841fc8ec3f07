/**
 * The fuzz run's knobs, from the environment so a failure replays with one command:
 * FUZZ_SEED (the run's seed, printed at the start), FUZZ_RUNS (cases per call and identity),
 * FUZZ_ONLY (a comma-separated list of endpoint names), FUZZ_SHRINK=1 (shrink a failure).
 */
export interface FuzzSettings {
  seed: number;
  runs: number;
  only: string[] | null;
  shrink: boolean;
}

export const DEFAULT_RUNS = 20;

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Date.now() % 2 ** 31;
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : DEFAULT_RUNS;
  if (!Number.isInteger(seed))
    throw new Error(`FUZZ_SEED must be an integer, not ${env.FUZZ_SEED}`);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, not ${env.FUZZ_RUNS}`);
  return {
    seed,
    runs,
    only: env.FUZZ_ONLY ? env.FUZZ_ONLY.split(',').map((s) => s.trim()) : null,
    shrink: env.FUZZ_SHRINK === '1',
  };
}

/** One call's seed, derived from the run's seed and its name: FUZZ_ONLY replays the same cases. */
export function seedFor(seed: number, name: string, identity: string): number {
  let hash = seed | 0;
  for (const char of `${name}/${identity}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}
