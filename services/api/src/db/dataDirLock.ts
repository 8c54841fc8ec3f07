import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it. The
 * server holds `<dataDir>.lock` (its pid) while running; the operator CLI refuses to open a locked
 * folder. Stale locks (dead pid) are taken over.
 */
function lockPath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the folder, if a live process other than us does. */
export function dataDirHolder(dataDir: string): number | null {
  const path = lockPath(dataDir);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`PGlite folder ${dataDir} is in use by process ${holder}`);
  const path = lockPath(dataDir);
  // On a fresh clone neither the folder nor its parent (.data/) exists yet.
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}
