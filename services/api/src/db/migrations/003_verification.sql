-- Image captchas. The answer is kept readable because dev/test tooling reads it back
-- (GET /__dev/captcha/:key); it is short-lived and single-use.
CREATE TABLE captchas (
  captcha_key text PRIMARY KEY,
  answer text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- SMS and e-mail codes, each for one purpose and one destination.
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose text NOT NULL,
  target text NOT NULL,
  code text NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the code was used, or replaced by a newer one.
  consumed_at timestamptz
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (channel, purpose, target, id DESC);

-- What the SMS and e-mail gateways would have delivered; the local default for the outside world.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL,
  purpose text NOT NULL,
  lang text NOT NULL,
  subject text,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_target_idx ON outbox (target, id DESC);

-- A forgotten-password reset passed its captcha step; the code steps need a live ticket.
CREATE TABLE password_reset_tickets (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
