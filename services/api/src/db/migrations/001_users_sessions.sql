-- Players and their login sessions.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  -- The secondary (payment) password; null until the player sets one.
  pay_password_hash text,
  mobile text,
  email text,
  real_name text,
  real_name_confirmed boolean NOT NULL DEFAULT false,
  gender text CHECK (gender IN ('male', 'female')),
  birth_date date,
  birth_date_confirmed boolean NOT NULL DEFAULT false,
  avatar text,
  vip_level smallint NOT NULL DEFAULT 1 CHECK (vip_level BETWEEN 1 AND 10),
  lang_type smallint NOT NULL DEFAULT 1 CHECK (lang_type BETWEEN 1 AND 8),
  currency text NOT NULL DEFAULT 'CNY',
  is_agent boolean NOT NULL DEFAULT false,
  auto_transfer boolean NOT NULL DEFAULT false,
  -- The invite code typed at registration, kept for the invite programme.
  registered_invite_code text,
  register_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique regardless of case; one phone belongs to one account.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_mobile_key ON users (mobile) WHERE mobile IS NOT NULL;

-- Only the sha256 of a token is stored: a database leak does not hand out sessions.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  ip text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL;
