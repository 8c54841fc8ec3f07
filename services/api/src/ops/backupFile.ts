import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup file: one line naming the format, one line of JSON describing the payload (its size and
 * SHA-256 among it), then the payload: a PGlite data-folder tarball or a pg_dump custom archive
 * (docs/decisions-api.md#backup-and-restore). The size and the digest let a restore refuse a
 * truncated or damaged file before it touches the database.
 */
const MAGIC = 'PLATFORM-BACKUP 1\n';
/** The header is small; a file whose first bytes hold no header line is not a backup. */
const HEADER_LIMIT = 64 * 1024;

export type BackupKind = 'pglite' | 'postgres';

export interface BackupHeader {
  kind: BackupKind;
  /** What the payload is: PGlite's own data-folder tarball, or pg_dump's custom format. */
  format: 'pglite-data-dir.tar.gz' | 'pg_dump-custom';
  bytes: number;
  sha256: string;
  createdAt: string;
  /** The database server's version (PostgreSQL's, or the one inside PGlite). */
  serverVersion: string;
  /** The newest migration applied when the backup was taken. */
  lastMigration: string | null;
}

/** A backup file that cannot be restored: the message says why, and nothing was changed. */
export class BackupError extends Error {}

/** The SHA-256 and size of a file's bytes from `start` on. */
async function digestOf(path: string, start = 0): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path, { start }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Writes `file` from a payload already on disk: header, then the payload; through `<file>.partial`
 * and a rename, so an interrupted backup never leaves a file that looks finished.
 */
export async function writeBackupFile(
  file: string,
  payloadPath: string,
  describe: Omit<BackupHeader, 'bytes' | 'sha256'>,
): Promise<BackupHeader> {
  const header: BackupHeader = { ...describe, ...(await digestOf(payloadPath)) };
  const partial = `${file}.partial`;
  try {
    // The payload holds personal data (encrypted) and password hashes: owner-only.
    const out = createWriteStream(partial, { mode: 0o600 });
    await pipeline(
      Readable.from(
        (async function* () {
          yield Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`);
          yield* createReadStream(payloadPath) as AsyncIterable<Buffer>;
        })(),
      ),
      out,
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return header;
}

/** A backup file checked whole: its header and where its payload starts. */
export interface VerifiedBackup {
  file: string;
  header: BackupHeader;
  payloadOffset: number;
}

function isHeader(value: unknown): value is BackupHeader {
  const h = value as Partial<BackupHeader> | null;
  return (
    typeof h === 'object' &&
    h !== null &&
    (h.kind === 'pglite' || h.kind === 'postgres') &&
    typeof h.bytes === 'number' &&
    Number.isSafeInteger(h.bytes) &&
    h.bytes > 0 &&
    typeof h.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(h.sha256)
  );
}

/**
 * Reads the header and checks the payload's size and digest against it. Throws a BackupError
 * naming what is wrong (not a backup, truncated, damaged); reads only, changes nothing.
 */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new BackupError(`${file}: no such backup file`);
  }
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(Math.min(size, HEADER_LIMIT));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const notBackup = new BackupError(`${file} is not a backup made by "pnpm ops backup"`);
  if (!head.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) throw notBackup;
  const end = head.indexOf(0x0a, MAGIC.length);
  if (end < 0) throw new BackupError(`${file} is truncated: it ends inside its header`);
  let header: unknown;
  try {
    header = JSON.parse(head.subarray(MAGIC.length, end).toString('utf8'));
  } catch {
    throw notBackup;
  }
  if (!isHeader(header)) throw notBackup;
  const payloadOffset = end + 1;
  const found = size - payloadOffset;
  if (found < header.bytes)
    throw new BackupError(
      `${file} is truncated: ${found} of its ${header.bytes} payload bytes are there`,
    );
  if (found > header.bytes)
    throw new BackupError(
      `${file} is damaged: ${found - header.bytes} bytes more than it should hold`,
    );
  const { sha256 } = await digestOf(file, payloadOffset);
  if (sha256 !== header.sha256)
    throw new BackupError(`${file} is damaged: its content does not match its SHA-256 checksum`);
  return { file, header, payloadOffset };
}

/** The payload of a verified backup, as a stream. */
export function payloadStream(backup: VerifiedBackup): Readable {
  return createReadStream(backup.file, { start: backup.payloadOffset });
}
