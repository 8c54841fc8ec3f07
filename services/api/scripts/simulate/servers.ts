import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The API processes of the simulation: one on the embedded database (a data folder), or two on
 * one PostgreSQL cluster; started, killed with SIGKILL, stopped, and their memory sampled.
 */
export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** node start → listening, ms. */
  startMs: number;
}

export { freePort } from '../freePort';

export function startApi(
  apiDir: string,
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      RATE_LIMIT_REGISTER: '1000000',
      RATE_LIMIT_CODE_PER_IP: '1000000',
      RATE_LIMIT_CODE_PER_TARGET: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    const logs: string[] = [];
    child.stderr!.on('data', (c) => (err = (err + String(c)).slice(-4000)));
    child.stdout!.on('data', (chunk) => {
      const text = String(chunk);
      const m = /started in (\d+) ms/.exec(text);
      if (m) resolve({ port, child, startMs: Number(m[1]) });
      // Error lines of the API (LOG_LEVEL=error) are kept for the report.
      for (const line of text.split('\n')) if (line.includes('"level":50')) logs.push(line);
      if (logs.length) apiErrors.push(...logs.splice(0));
    });
    child.on('exit', (code, signal) => {
      const exit = `API on ${port} exited (${signal ?? code}): ${err}`;
      // After a start, an exit nobody asked for (SIGKILL and SIGTERM are ours) is a crash.
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && code !== 0) unexpectedExits.push(exit);
      reject(new Error(exit));
    });
  });
}

/** API processes that ended without being asked to: each one is a bug. */
export const unexpectedExits: string[] = [];

/** The error lines the API processes logged (a bug shows there before it shows in the books). */
export const apiErrors: string[] = [];

export async function kill9(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill('SIGKILL');
  await exited;
}

export async function stop(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process, MiB (Linux /proc), or null when it is gone. */
export function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  return join(root, versions[versions.length - 1]!, 'bin');
}

/**
 * `pg_ctl restart -m immediate`: the cluster drops every connection without a checkpoint (as a
 * crash does) and comes back with crash recovery. Run as the cluster's owner, as with-postgres.sh.
 */
export function restartPostgres(dataDir: string): number {
  const started = Date.now();
  const pgCtl = join(pgBin(), 'pg_ctl');
  const args = ['-D', dataDir, '-m', 'immediate', '-w', '-l', join(dataDir, '..', 'restart.log')];
  const command =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args, 'restart'], {
          stdio: 'ignore',
        })
      : spawnSync(pgCtl, [...args, 'restart'], { stdio: 'ignore' });
  if (command.status !== 0) throw new Error(`pg_ctl restart failed (${command.status})`);
  return Date.now() - started;
}
