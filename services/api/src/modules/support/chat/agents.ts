import { SERVICE_GROUPS, type ServiceGroup } from '@platform/api-client/contract';
import { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { hashPassword } from '../../../core/auth';

/** A member of the support staff, who answers the chats of one group (docs/product-rules.md#customer-service). */
export interface SupportAgent {
  id: number;
  name: string;
  group: ServiceGroup;
}

/** The agents every development and test database has; never seeded in production. */
export const DEV_SUPPORT_AGENTS: readonly { name: string; group: ServiceGroup }[] = [
  { name: 'Lily', group: 'online' },
  { name: 'Mark', group: 'finance' },
];
export const DEV_SUPPORT_AGENT_PASSWORD = 'agent-dev-pass';

export const newAgentSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} ._-]{1,30}$/u, 'a name of 1-30 letters, digits, spaces, . _ -'),
  group: z.enum(SERVICE_GROUPS),
  password: z.string().min(8, 'a password of at least 8 characters'),
});
export type NewAgent = z.infer<typeof newAgentSchema>;

/**
 * Adds an agent, or (same name) sets their group and password and makes them active again. A new
 * password ends the agent's desk sessions and lifts a lock of wrong passwords.
 */
export async function addSupportAgent(db: Queryable, agent: NewAgent): Promise<SupportAgent> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO support_agents (name, service_group, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET service_group = EXCLUDED.service_group,
       password_hash = EXCLUDED.password_hash, active = true
     RETURNING id`,
    [agent.name, agent.group, await hashPassword(agent.password)],
  );
  const id = Number(rows[0]!.id);
  await db.query('DELETE FROM support_agent_sessions WHERE agent_id = $1', [id]);
  await db.query('DELETE FROM support_agent_guards WHERE user_id = $1', [id]);
  return { id, name: agent.name, group: agent.group };
}

/** The development agents, added once (an edited password survives). */
export async function seedDevSupportAgents(db: Queryable): Promise<void> {
  for (const agent of DEV_SUPPORT_AGENTS) {
    const { rows } = await db.query('SELECT 1 FROM support_agents WHERE name = $1', [agent.name]);
    if (rows.length === 0)
      await addSupportAgent(db, { ...agent, password: DEV_SUPPORT_AGENT_PASSWORD });
  }
}

interface AgentRow {
  id: number;
  name: string;
  service_group: ServiceGroup;
  password_hash: string;
}

/** The active agent with this name and their password hash, or null. */
export async function agentCredential(
  db: Queryable,
  name: string,
): Promise<{ agent: SupportAgent; passwordHash: string } | null> {
  const { rows } = await db.query<AgentRow>(
    'SELECT id, name, service_group, password_hash FROM support_agents WHERE name = $1 AND active',
    [name],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    agent: { id: Number(row.id), name: row.name, group: row.service_group },
    passwordHash: row.password_hash,
  };
}

/** An active agent by name (the ops command answers as them). */
export async function findAgent(db: Queryable, name: string): Promise<SupportAgent | null> {
  const { rows } = await db.query<AgentRow>(
    'SELECT id, name, service_group, password_hash FROM support_agents WHERE name = $1 AND active',
    [name],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name, group: row.service_group } : null;
}
