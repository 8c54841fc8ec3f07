/**
 * A small seeded PRNG (mulberry32): the simulation's every choice comes from it, so a seed replays
 * the same workload and the same faults at the same points of it.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min));
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A name by weight. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let draw = this.next() * total;
    for (const [name, weight] of entries) {
      draw -= weight;
      if (draw < 0) return name;
    }
    return entries[entries.length - 1]![0];
  }
}
