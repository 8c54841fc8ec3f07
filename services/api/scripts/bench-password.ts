/**
 * What one password hash costs at each scrypt N (r=8, p=1): wall time and CPU time of 20 hashes one
 * after another, and of 20 at once (the libuv pool, 4 threads by default, runs 4 at a time). The
 * login and every payment-password check pay one hash (docs/performance.md#password-hashing).
 *
 *   node --import tsx services/api/scripts/bench-password.ts
 */
import { cpus, loadavg } from 'node:os';
import { hashPassword, verifyPassword, type ScryptParams } from '../src/core/auth/passwords';

const HASHES = 20;
const LOG2_NS = [14, 15, 16, 17];

function ms(ns: bigint): number {
  return Number(ns) / 1e6;
}

async function measure(params: ScryptParams) {
  const stored = await hashPassword('bench-password-1', params);
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < HASHES; i += 1) await verifyPassword('bench-password-1', stored);
  const serialWall = ms(process.hrtime.bigint() - t0);
  const cpu1 = process.cpuUsage(cpu0);
  const t1 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: HASHES }, () => verifyPassword('bench-password-1', stored)),
  );
  const parallelWall = ms(process.hrtime.bigint() - t1);
  return {
    perHashMs: serialWall / HASHES,
    cpuPerHashMs: (cpu1.user + cpu1.system) / 1000 / HASHES,
    parallelPerSecond: (HASHES / parallelWall) * 1000,
    memoryMiB: (128 * params.N * params.r) / 2 ** 20,
  };
}

async function main(): Promise<void> {
  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );
  console.log('| N | memory per hash | wall per hash | CPU per hash | hashes/s, 20 at once |');
  console.log('| - | --------------- | ------------- | ------------ | -------------------- |');
  for (const log2 of LOG2_NS) {
    const r = await measure({ N: 2 ** log2, r: 8, p: 1 });
    console.log(
      `| 2^${log2} | ${r.memoryMiB} MiB | ${r.perHashMs.toFixed(0)} ms | ${r.cpuPerHashMs.toFixed(0)} ms | ${r.parallelPerSecond.toFixed(1)} |`,
    );
  }
}

await main();
