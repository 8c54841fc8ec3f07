-- Customer service (docs/product-rules.md#customer-service): the desks of the site configuration,
-- the conversations players and guests hold with a desk group, their lines, and the agents who
-- answer from the operator page.

-- The desks a player can reach, seeded from seed/serviceDesks.ts. Hours are business time
-- (`HH:MM`); both null when the desk answers around the clock; a window may pass midnight.
CREATE TABLE service_desks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  desk_key text NOT NULL UNIQUE,
  service_group text NOT NULL CHECK (service_group IN ('online', 'finance')),
  channel text NOT NULL CHECK (channel IN ('chat', 'email')),
  -- What the player reads, by language key (zh, hk, en, …).
  names jsonb NOT NULL,
  address text,
  opens_at text CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes_at text CHECK (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  sort integer NOT NULL DEFAULT 0,
  CHECK ((opens_at IS NULL) = (closes_at IS NULL)),
  CHECK ((channel = 'email') = (address IS NOT NULL))
);

-- The desks replace the two placeholder links of the site settings.
DELETE FROM site_info WHERE config_key IN ('customerServiceUrl', 'financeServiceUrl');

-- Staff who answer chats, each in one group; the password is an scrypt hash (domain/support/chat/agents.ts).
CREATE TABLE support_agents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  service_group text NOT NULL CHECK (service_group IN ('online', 'finance')),
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A member's conversation (user_id) or a guest's (visitor_key_hash: sha256 of the key they hold).
CREATE TABLE chat_conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  service_group text NOT NULL CHECK (service_group IN ('online', 'finance')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  visitor_key_hash text UNIQUE,
  display_name text NOT NULL,
  -- The member's VIP level when the conversation opened, for the agents; null for a guest.
  vip_level integer,
  agent_name text,
  created_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((user_id IS NULL) <> (visitor_key_hash IS NULL)),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
-- One open conversation per member and group.
CREATE UNIQUE INDEX chat_conversations_member_open_idx ON chat_conversations (user_id, service_group)
  WHERE status = 'open' AND user_id IS NOT NULL;
-- The desk's list: newest activity first.
CREATE INDEX chat_conversations_desk_idx ON chat_conversations (service_group, last_message_at DESC);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('player', 'agent', 'system')),
  author_name text NOT NULL DEFAULT '',
  text text,
  image_upload_id text REFERENCES uploads (id),
  -- The sender's idempotency key on player lines: a retry answers the stored line.
  client_id text,
  created_at timestamptz NOT NULL,
  -- When the other side read it: an agent for player lines, the player for agent lines.
  read_at timestamptz,
  CHECK ((text IS NULL) <> (image_upload_id IS NULL)),
  UNIQUE (conversation_id, client_id)
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id DESC);

-- A guest's chat image has no owning user: the conversation (chat_messages.image_upload_id) owns it.
ALTER TABLE uploads ALTER COLUMN owner_user_id DROP NOT NULL;
ALTER TABLE uploads ADD CONSTRAINT uploads_owner_or_chat CHECK (owner_user_id IS NOT NULL OR purpose = 'chat');
