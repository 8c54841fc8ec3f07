import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { guardedCheck } from '../../../core/rateLimit';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../../core/auth';
import { recordAgentAction } from './agentAudit';
import { agentCredential, type SupportAgent } from './agents';

/**
 * The support desk's sign-in (docs/decisions-api.md#support-desk-sign-in): a name and password
 * checked under the same guard as a player's payment password (5 wrong in a row lock the agent
 * for 15 minutes, and while locked the password is not even checked), then a session the page
 * holds in an HttpOnly, SameSite=Strict cookie, with its own CSRF token.
 */

/** A desk session lasts one shift; the agent signs in again after it. */
export const AGENT_SESSION_MS = 12 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface AgentSession {
  agent: SupportAgent;
  csrfToken: string;
}

export type SignInOutcome =
  | { kind: 'signedIn'; agent: SupportAgent; token: string; csrfToken: string; expiresAt: Date }
  | { kind: 'wrong' }
  | { kind: 'locked'; lockedUntil: Date };

export interface SignInDeps {
  db: Queryable;
  now: Date;
}

/**
 * Checks an agent's name and password and opens a session. An unknown or inactive name costs the
 * same scrypt run as a known one (no enumeration by timing) and reads as a wrong password. Every
 * outcome for a known agent lands in their audit trail with the caller's address.
 */
export async function signInAgent(
  deps: SignInDeps,
  input: { name: string; password: string; address: string },
): Promise<SignInOutcome> {
  const credential = await agentCredential(deps.db, input.name);
  if (!credential) {
    await verifyAgainstDummy(input.password);
    return { kind: 'wrong' };
  }
  const { agent } = credential;
  const audit = (action: 'sign-in' | 'sign-in-failed' | 'lock' | 'sign-in-locked') =>
    recordAgentAction(deps.db, { agent, action, address: input.address, at: deps.now });
  const outcome = await guardedCheck(deps.db, 'support_agent_guards', agent.id, deps.now, () =>
    verifyPassword(input.password, credential.passwordHash),
  );
  if (outcome.kind === 'wrong') {
    await audit('sign-in-failed');
    return { kind: 'wrong' };
  }
  if (outcome.kind === 'locked') {
    await audit(outcome.justLocked ? 'lock' : 'sign-in-locked');
    return { kind: 'locked', lockedUntil: outcome.lockedUntil };
  }
  // A hash made at a lower cost is replaced now the password is known right, as players' are
  // (docs/decisions-api.md#sessions-and-passwords); only if it is still the one checked.
  if (needsRehash(credential.passwordHash))
    await deps.db.query(
      'UPDATE support_agents SET password_hash = $3 WHERE id = $1 AND password_hash = $2',
      [agent.id, credential.passwordHash, await hashPassword(input.password)],
    );
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const csrfToken = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(deps.now.getTime() + AGENT_SESSION_MS);
  await deps.db.query(
    `INSERT INTO support_agent_sessions (token_hash, agent_id, csrf_token, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sha256(token), agent.id, csrfToken, deps.now, expiresAt],
  );
  // Expired sessions of this agent go as a new one opens, so the table holds live ones only.
  await deps.db.query(
    'DELETE FROM support_agent_sessions WHERE agent_id = $1 AND expires_at <= $2',
    [agent.id, deps.now],
  );
  await audit('sign-in');
  return { kind: 'signedIn', agent, token, csrfToken, expiresAt };
}

/** The session a cookie's token opens: live, of an agent still active; else null. */
export async function agentSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<AgentSession | null> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    service_group: SupportAgent['group'];
    csrf_token: string;
  }>(
    `SELECT a.id, a.name, a.service_group, s.csrf_token
     FROM support_agent_sessions s JOIN support_agents a ON a.id = s.agent_id
     WHERE s.token_hash = $1 AND s.expires_at > $2 AND a.active`,
    [sha256(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    agent: { id: Number(row.id), name: row.name, group: row.service_group },
    csrfToken: row.csrf_token,
  };
}

/** Whether a request's CSRF header is the session's token (compared in constant time). */
export function csrfMatches(session: AgentSession, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(sent);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Ends the session the token opened. */
export async function signOutAgent(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM support_agent_sessions WHERE token_hash = $1', [sha256(token)]);
}
