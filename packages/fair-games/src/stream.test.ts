import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, outcomeStream, shuffle, streamBlock, streamFromBlocks } from './stream';

/** A block source that serves the given big-endian words, one word per block. */
function wordsSource(words: number[]): { next: () => Uint8Array; served: () => number } {
  let served = 0;
  return {
    next: () => {
      const word = words[served++];
      if (word === undefined) throw new Error('stub ran out of words');
      const block = new Uint8Array(4);
      new DataView(block.buffer).setUint32(0, word);
      return block;
    },
    served: () => served,
  };
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

// Critical value of chi-square with 2 degrees of freedom at p = 0.001.
const CHI2_DF2_P001 = 13.816;

describe('the round stream', () => {
  it('hashes the server seed as SHA-256 hex of its UTF-8 bytes', () => {
    const seed = 'a server seed ✓';
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
  });

  it('derives block n as HMAC-SHA256(serverSeed, "clientSeed:nonce:n")', () => {
    for (const cursor of [0, 1, 7]) {
      const expected = createHmac('sha256', 'server').update(`client:42:${cursor}`).digest();
      expect(Buffer.from(streamBlock('server', 'client', 42, cursor))).toEqual(expected);
    }
  });

  it('reads each block as eight big-endian words, then moves to the next cursor', () => {
    const stream = outcomeStream('server', 'client', 42);
    const words = Array.from({ length: 9 }, () => stream.nextUint32());
    const block0 = createHmac('sha256', 'server').update('client:42:0').digest();
    const block1 = createHmac('sha256', 'server').update('client:42:1').digest();
    expect(words.slice(0, 8)).toEqual(
      Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)),
    );
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('gives the same integers for the same seeds and nonce, and others for another nonce', () => {
    const draw = (nonce: number) => {
      const stream = outcomeStream('s', 'c', nonce);
      return Array.from({ length: 20 }, () => stream.nextInt(1000));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('rejects values at or above floor(2^32 / n) * n and keeps the next one below it', () => {
    // n = 3: limit = 4294967295 (2^32 - 1), so only 0xFFFFFFFF is rejected.
    const three = wordsSource([0xffffffff, 0xffffffff, 0xfffffffe]);
    expect(streamFromBlocks(three.next).nextInt(3)).toBe(0xfffffffe % 3);
    expect(three.served()).toBe(3);

    // n = 3 * 2^30: limit = n itself, a quarter of all words is rejected.
    const n = 3 * 2 ** 30;
    const big = wordsSource([n, n + 5, 2 ** 32 - 1, n - 1]);
    expect(streamFromBlocks(big.next).nextInt(n)).toBe(n - 1);
    expect(big.served()).toBe(4);

    // A power of two divides 2^32: nothing is rejected.
    const pow = wordsSource([0xffffffff]);
    expect(streamFromBlocks(pow.next).nextInt(16)).toBe(15);
  });

  it('refuses a range that is not an integer in 1..2^32', () => {
    const stream = outcomeStream('s', 'c', 0);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => stream.nextInt(bad)).toThrow(RangeError);
    }
    expect(stream.nextInt(1)).toBe(0);
  });

  it('draws nextInt(3) uniformly over many seeded streams (chi-square, fixed seeds)', () => {
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 3000; nonce++) {
      const stream = outcomeStream('chi-square server seed', 'chi-square client', nonce);
      for (let k = 0; k < 10; k++) counts[stream.nextInt(3)]!++;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF2_P001);
  });

  it('stays uniform where plain modulo would be badly biased (n = 3 * 2^30)', () => {
    // Plain `uint32 % n` would land in the first third twice as often as in the others.
    const n = 3 * 2 ** 30;
    const thirds = [0, 0, 0];
    for (let nonce = 0; nonce < 3000; nonce++) {
      const stream = outcomeStream('bias server seed', 'bias client', nonce);
      for (let k = 0; k < 10; k++) thirds[Math.floor(stream.nextInt(n) / 2 ** 30)]!++;
    }
    expect(chiSquare(thirds)).toBeLessThan(CHI2_DF2_P001);
  });

  it('shuffles into a permutation of the input without touching it', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffle(items, outcomeStream('s', 'c', 3));
    expect(items).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('shuffles three items into each of the six orders equally often', () => {
    const orders = new Map<string, number>();
    for (let nonce = 0; nonce < 6000; nonce++) {
      const key = shuffle(['a', 'b', 'c'], outcomeStream('perm', 'c', nonce)).join('');
      orders.set(key, (orders.get(key) ?? 0) + 1);
    }
    expect(orders.size).toBe(6);
    // Chi-square, 5 degrees of freedom, p = 0.001.
    expect(chiSquare([...orders.values()])).toBeLessThan(20.515);
  });
});
