/**
 * The randomness of every in-house round (docs/product-rules.md#games): a commit-reveal stream.
 *
 * Block `cursor` (0, 1, 2, …) is HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`),
 * both strings UTF-8; a round reads its blocks in order, 4 bytes at a time as big-endian uint32.
 * Before the round the player sees only `hashServerSeed(serverSeed)`; once the seed is revealed
 * anyone can recompute the same stream, so the outcome is fixed by seeds the player can check.
 * Deterministic on purpose: the server draws the seeds (node:crypto randomBytes), never this package.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const TWO_POW_32 = 2 ** 32;

/** A source of uniform integers; everything a game draws goes through `nextInt`. */
export interface OutcomeStream {
  /** The next 4 bytes as a big-endian unsigned 32-bit integer. */
  nextUint32(): number;
  /** A uniform integer in [0, n), by rejection sampling (no modulo bias). */
  nextInt(n: number): number;
}

/** What the player is shown before a round: SHA-256 of the server seed's UTF-8 bytes, in hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Block `cursor` of a round's stream: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`). */
export function streamBlock(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/** The stream of one round, identified by its seeds and nonce. */
export function outcomeStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): OutcomeStream {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`nonce must be a non-negative integer, got ${nonce}`);
  }
  let cursor = 0;
  return streamFromBlocks(() => streamBlock(serverSeed, clientSeed, nonce, cursor++));
}

/**
 * A stream over any block source (each block a multiple of 4 bytes). `outcomeStream` feeds it
 * HMAC blocks; tests feed it chosen bytes to show which values are rejected.
 */
export function streamFromBlocks(nextBlock: () => Uint8Array): OutcomeStream {
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;

  function nextUint32(): number {
    if (offset + 4 > block.length) {
      block = nextBlock();
      offset = 0;
      if (block.length < 4 || block.length % 4 !== 0) {
        throw new RangeError('a block must hold a whole number of 4-byte words');
      }
    }
    const value =
      block[offset]! * 2 ** 24 +
      (block[offset + 1]! << 16) +
      (block[offset + 2]! << 8) +
      block[offset + 3]!;
    offset += 4;
    return value;
  }

  function nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
      throw new RangeError(`nextInt needs an integer range 1..2^32, got ${n}`);
    }
    // Accept only values below the largest multiple of n that fits in 32 bits: each residue then
    // has exactly floor(2^32 / n) preimages, so `value % n` is uniform.
    const limit = Math.floor(TWO_POW_32 / n) * n;
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % n;
    }
  }

  return { nextUint32, nextInt };
}

/** Fisher–Yates: a uniformly random permutation of `items` (a new array; the input is untouched). */
export function shuffle<T>(items: readonly T[], stream: OutcomeStream): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = stream.nextInt(i + 1);
    const held = result[i]!;
    result[i] = result[j]!;
    result[j] = held;
  }
  return result;
}

/**
 * A partial Fisher–Yates of `count` places over the numbers 1..poolSize: place i is swapped with a uniform place
 * in i..poolSize−1 (`nextInt(poolSize − i)`), so every ordered draw is equally likely.
 */
export function drawWithoutReplacement(
  stream: OutcomeStream,
  poolSize: number,
  count: number,
): number[] {
  if (!Number.isInteger(count) || count < 0 || count > poolSize)
    throw new RangeError(`cannot draw ${count} of ${poolSize}`);
  const pool = Array.from({ length: poolSize }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + stream.nextInt(poolSize - i);
    const held = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = held;
  }
  return pool.slice(0, count);
}
