-- The support desk's sign-in (docs/decisions-api.md#support-desk-sign-in): wrong passwords per agent,
-- the agents' sessions, and what each agent did.

-- Wrong passwords in a row and the lock they lead to, the shape attemptGuard.ts reads for every
-- guarded secret: `user_id` is the agent's id here.
CREATE TABLE support_agent_guards (
  user_id bigint PRIMARY KEY REFERENCES support_agents (id) ON DELETE CASCADE,
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);

-- A signed-in desk page. The cookie holds the token; only its sha256 is kept, so a database reader
-- cannot act as an agent. The CSRF token is sent back by the page in a header on every POST.
CREATE TABLE support_agent_sessions (
  token_hash text PRIMARY KEY,
  agent_id bigint NOT NULL REFERENCES support_agents (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX support_agent_sessions_agent_idx ON support_agent_sessions (agent_id);

-- Every agent action: sign-in and its refusals, sign-out, replies, images, closes, feedback replies.
-- `address` is the client's (TRUST_PROXY decides whom to believe); null for an ops command.
CREATE TABLE agent_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Agents are deactivated, never deleted, so the trail outlives them.
  agent_id bigint NOT NULL REFERENCES support_agents (id),
  action text NOT NULL CHECK (action IN ('sign-in', 'sign-in-failed', 'lock', 'sign-in-locked',
    'sign-out', 'chat.reply', 'chat.image', 'chat.close', 'feedback.reply')),
  -- What the action was on: `conversation:<id>`, `feedback:<id>`; null for a sign-in.
  target text,
  address inet,
  at timestamptz NOT NULL
);
CREATE INDEX agent_audit_agent_idx ON agent_audit (agent_id, id DESC);
