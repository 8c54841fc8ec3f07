-- The account area: security verification, announcements, e-mail uniqueness, agent contacts.

-- Security verification (the middle four digits of the phone:
-- docs/product-rules.md#verification-codes). Wrong answers in a row and the lock they cause, per
-- player (see domain/users/securityVerification.ts).
CREATE TABLE security_verification_guards (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
-- A passed verification opens sensitive changes (the phone) for a few minutes, on that session only:
-- another device logged in as the player has not answered it.
ALTER TABLE sessions ADD COLUMN security_verified_until timestamptz;

-- One e-mail address belongs to one account, as one phone does (forgot-password sends codes to it).
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

-- Announcements reach every player's message centre: written once in the 8 languages, copied into
-- messages for every player when published, and for a new player at registration while current.
CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  published_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT announcements_period CHECK (expires_at > published_at)
);
CREATE INDEX announcements_current_idx ON announcements (expires_at);
CREATE TABLE announcement_translations (
  announcement_id bigint NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (announcement_id, lang)
);
-- A player receives an announcement once, even when it is delivered again (or after deleting it).
ALTER TABLE messages ADD COLUMN announcement_id bigint REFERENCES announcements (id);
CREATE UNIQUE INDEX messages_announcement_key ON messages (user_id, announcement_id);

-- How prospective partners reach the agent (joint-venture) programme; labels per language.
CREATE TABLE agent_contacts (
  code text PRIMARY KEY,
  contact_type text NOT NULL,
  contact_value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE agent_contact_labels (
  code text NOT NULL REFERENCES agent_contacts (code) ON DELETE CASCADE,
  lang text NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (code, lang)
);
