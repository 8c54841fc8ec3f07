import { audit, type AuditAction } from '../../../core/audit';
import type { Queryable } from '../../../db/database';
import type { SupportAgent } from './agents';

/**
 * The support agents' audit trail (docs/decisions-api.md#support-desk-sign-in): who did what, to
 * which conversation or feedback, when and from which address. Written after the action, on the
 * same database; read by `pnpm ops support:audit`.
 */
export type AgentAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'lock'
  | 'sign-in-locked'
  | 'sign-out'
  | 'chat.reply'
  | 'chat.image'
  | 'chat.close'
  | 'feedback.reply';

export interface AgentAuditEntry {
  id: number;
  agentName: string;
  action: AgentAction;
  target: string | null;
  /** The client's address; null for an ops command. */
  address: string | null;
  at: Date;
}

/**
 * The desk's sign-ins and their refusals are security events: they also go into the audit chain
 * (docs/decisions-api.md#the-audit-chain); replies and closes stay in this trail only.
 */
const CHAINED: Partial<Record<AgentAction, AuditAction>> = {
  'sign-in': 'agent.signIn',
  'sign-in-failed': 'agent.signIn.failed',
  lock: 'agent.signIn.failed',
  'sign-in-locked': 'agent.signIn.failed',
};

export async function recordAgentAction(
  db: Queryable,
  entry: {
    agent: Pick<SupportAgent, 'id'>;
    action: AgentAction;
    target?: string;
    address: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO agent_audit (agent_id, action, target, address, at) VALUES ($1, $2, $3, $4, $5)`,
    [entry.agent.id, entry.action, entry.target ?? null, entry.address, entry.at],
  );
  const chained = CHAINED[entry.action];
  if (chained)
    await audit(db, {
      action: chained,
      actor: { kind: 'agent', id: entry.agent.id },
      detail: { step: entry.action },
      at: entry.at,
      ip: entry.address,
      door: entry.address === null ? 'ops' : 'desk',
    });
}

export const conversationTarget = (id: number): string => `conversation:${id}`;
export const feedbackTarget = (id: number): string => `feedback:${id}`;

/** The newest entries first, of one agent when named. */
export async function listAgentAudit(
  db: Queryable,
  options: { agentName?: string; limit: number },
): Promise<AgentAuditEntry[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    action: AgentAction;
    target: string | null;
    address: string | null;
    at: Date;
  }>(
    `SELECT u.id, a.name, u.action, u.target, host(u.address) AS address, u.at
     FROM agent_audit u JOIN support_agents a ON a.id = u.agent_id
     WHERE $1::text IS NULL OR a.name = $1
     ORDER BY u.id DESC LIMIT $2`,
    [options.agentName ?? null, options.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    agentName: r.name,
    action: r.action,
    target: r.target,
    address: r.address,
    at: r.at,
  }));
}
