import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A row as the verifier reads it: every field in the text the hash was computed over. */
interface ChainRow {
  id: number;
  seq: number | null;
  at_us: string;
  actor_kind: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: string;
  ip: string | null;
  door: string;
  prev_hash: string | null;
  hash: string | null;
}

export type AuditProblemKind = 'edited' | 'removed' | 'reordered' | 'unsealed';

export interface AuditProblem {
  kind: AuditProblemKind;
  /** The chain position where the walk broke (the row found there), and its id. */
  seq: number | null;
  id: number;
  detail: string;
}

export interface AuditVerification {
  ok: boolean;
  /** Rows walked. */
  rows: number;
  /** The last row's position and hash: what an operator writes down to anchor the chain. */
  head: { seq: number; hash: string } | null;
  /** The first broken row; the walk stops there. */
  problem: AuditProblem | null;
}

/** One line for people: what broke and where. */
export function describeAuditProblem(problem: AuditProblem): string {
  return `${problem.kind} at position ${problem.seq ?? '?'} (row ${problem.id}): ${problem.detail}`;
}

/**
 * The canonical text a row's hash covers, the same as audit_log_text() in migration 047: the
 * previous hash, then each field as `<octets>:<text>` or `~` for null, joined by `|`.
 */
export function canonicalText(seq: number, row: ChainRow, prevHash: string): string {
  const fields = [
    String(seq),
    String(row.id),
    row.at_us,
    row.actor_kind,
    row.actor_id === null ? null : String(row.actor_id),
    row.actor_name,
    row.action,
    row.subject_type,
    row.subject_id,
    row.detail,
    row.ip,
    row.door,
  ];
  return [
    prevHash,
    ...fields.map((f) => (f === null ? '~' : `${Buffer.byteLength(f, 'utf8')}:${f}`)),
  ].join('|');
}

export function rowHash(seq: number, row: ChainRow, prevHash: string): string {
  return createHash('sha256')
    .update(canonicalText(seq, row, prevHash), 'utf8')
    .digest('hex');
}

const PAGE = 1000;

/**
 * Walks the audit chain in order and answers the first broken row (docs/security.md#13-the-audit-chain):
 * a row whose hash does not match its fields was edited; a position missing, or a previous hash
 * that is no row's hash, means rows were removed; a previous hash that is another row's means rows
 * were reordered. Hashes are recomputed here, not by the database's own function.
 */
export async function verifyAuditChain(db: Queryable): Promise<AuditVerification> {
  const unsealed = await db.query<{ id: number }>(
    `SELECT id FROM audit_log WHERE seq IS NULL OR hash IS NULL OR prev_hash IS NULL
     ORDER BY id LIMIT 1`,
  );
  let rows = 0;
  let head: AuditVerification['head'] = null;
  const fail = (problem: AuditProblem): AuditVerification => ({
    ok: false,
    rows,
    head,
    problem,
  });
  if (unsealed.rows[0])
    return fail({
      kind: 'unsealed',
      seq: null,
      id: unsealed.rows[0].id,
      detail: 'a row without its place in the chain',
    });
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const page = await db.query<ChainRow>(
      `SELECT id, seq, ((extract(epoch FROM at) * 1000000)::bigint)::text AS at_us, actor_kind,
              actor_id, actor_name, action, subject_type, subject_id, detail::text AS detail, ip,
              door, prev_hash, hash
         FROM audit_log WHERE seq >= $1 ORDER BY seq LIMIT ${PAGE}`,
      [expectedSeq],
    );
    for (const row of page.rows) {
      const seq = row.seq ?? 0;
      if (seq !== expectedSeq)
        return fail({
          kind: 'removed',
          seq,
          id: row.id,
          detail: `position ${expectedSeq} is missing (found ${seq})`,
        });
      if (row.prev_hash !== prevHash) {
        const other = await db.query<{ seq: number }>(
          `SELECT seq FROM audit_log WHERE hash = $1 LIMIT 1`,
          [row.prev_hash],
        );
        const elsewhere = other.rows[0];
        return fail(
          elsewhere
            ? {
                kind: 'reordered',
                seq,
                id: row.id,
                detail: `follows position ${elsewhere.seq}, not ${seq - 1}`,
              }
            : {
                kind: 'removed',
                seq,
                id: row.id,
                detail: `its previous hash is no row's: the row(s) before it were removed`,
              },
        );
      }
      if (rowHash(seq, row, prevHash) !== row.hash)
        return fail({
          kind: 'edited',
          seq,
          id: row.id,
          detail: 'its fields do not match its hash',
        });
      rows += 1;
      prevHash = row.hash;
      head = { seq, hash: row.hash };
      expectedSeq += 1;
    }
    if (page.rows.length < PAGE) break;
  }
  return { ok: true, rows, head, problem: null };
}
