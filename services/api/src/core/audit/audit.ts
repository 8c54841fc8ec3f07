import type { Queryable } from '../../db/database';
import type { AuditAction, AuditActorKind, AuditDoor } from './actions';

/** A JSON value a row's detail may hold: ids, codes, kinds and amounts in fen. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditEvent {
  action: AuditAction;
  actor: { kind: AuditActorKind; id?: number | null; name?: string | null };
  /** What the action was on: `deposit` + order number, `user` + id, `command` + its name… */
  subject?: { type: string; id: string | number };
  detail?: AuditDetail;
  /** The app clock's now. */
  at: Date;
  ip?: string | null;
  door: AuditDoor;
}

/** Keys whose values are personal data: never in a row, whatever the caller meant. */
const PERSONAL_KEYS =
  /phone|mobile|e-?mail|card(No|Number)?$|account(No|Number)|address|realName|holder|password/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** A run of 7+ digits in a string: a phone, card or account number (amounts are numbers). */
const LONG_DIGITS = /\d{7,}/;

/** Refuses a detail that holds personal data in plaintext (docs/security.md#13-the-audit-chain). */
export function assertNoPersonalData(detail: AuditDetail): void {
  for (const [key, value] of Object.entries(detail)) {
    if (PERSONAL_KEYS.test(key)) throw new Error(`audit detail may not hold "${key}"`);
    if (typeof value === 'string' && (EMAIL.test(value) || LONG_DIGITS.test(value)))
      throw new Error(`audit detail "${key}" looks like personal data`);
  }
}

/**
 * Appends one row to the audit chain in the caller's transaction, so the action and its record
 * commit together or not at all; the row is chained (seq, prev_hash, hash) at that commit by the
 * database (migration 047). On the pool it is a transaction of its own: a refused request's row.
 */
export async function audit(q: Queryable, event: AuditEvent): Promise<void> {
  const detail = event.detail ?? {};
  assertNoPersonalData(detail);
  await q.query(
    `INSERT INTO audit_log (at, actor_kind, actor_id, actor_name, action, subject_type, subject_id,
                            detail, ip, door)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      event.at,
      event.actor.kind,
      event.actor.id ?? null,
      event.actor.name ?? null,
      event.action,
      event.subject?.type ?? null,
      event.subject ? String(event.subject.id) : null,
      JSON.stringify(detail),
      event.ip ?? null,
      event.door,
    ],
  );
}

/** What the API knows of a request: its clock and the client's address. */
interface RequestScope {
  now: Date;
  ip: string;
}

/**
 * A player's own action through the API, recorded in `q` (their transaction): one line where it
 * happens. The subject is the player unless the action names another.
 */
export function auditPlayer(
  q: Queryable,
  ctx: RequestScope,
  user: { id: number; username: string },
  action: AuditAction,
  more: { subject?: AuditEvent['subject']; detail?: AuditDetail } = {},
): Promise<void> {
  return audit(q, {
    action,
    actor: { kind: 'player', id: user.id, name: user.username },
    subject: more.subject ?? { type: 'user', id: user.id },
    ...(more.detail ? { detail: more.detail } : {}),
    at: ctx.now,
    ip: ctx.ip,
    door: 'api',
  });
}

/** Who drove a back-office action: the terminal, a development route, or the platform itself (a job, or the consequence of another recorded event). */
export interface BackOffice {
  at: Date;
  door: AuditDoor;
}

/**
 * An action of the back office (an operator command, a development route, a job): the actor is
 * the operator, or the system for a job. One line where it happens, in its transaction.
 */
export function auditOperator(
  q: Queryable,
  by: BackOffice,
  action: AuditAction,
  more: { subject?: AuditEvent['subject']; detail?: AuditDetail; ip?: string | null } = {},
): Promise<void> {
  return audit(q, {
    action,
    actor: { kind: by.door === 'system' ? 'system' : 'operator' },
    ...(more.subject ? { subject: more.subject } : {}),
    ...(more.detail ? { detail: more.detail } : {}),
    at: by.at,
    ip: more.ip ?? null,
    door: by.door,
  });
}
