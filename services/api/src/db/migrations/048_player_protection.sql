-- Responsible gambling (docs/product-rules.md#responsible-gambling): the limits a player sets on
-- themselves, their breaks (cool-off, self-exclusion), what counts against the money limits, and
-- their play sessions with reality checks.

-- One row per player who ever set something. It is also the row a money movement locks (FOR
-- UPDATE) before it reads what counts against a limit, so concurrent movements of one player pass
-- a limit one at a time.
CREATE TABLE player_protection (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  -- Minutes between reality checks while playing; NULL: none.
  reality_check_minutes integer CHECK (reality_check_minutes > 0),
  -- The break in force or last taken: a cool-off or a self-exclusion.
  break_kind text CHECK (break_kind IN ('coolOff', 'selfExclusion')),
  break_started_at timestamptz,
  -- When the break ends; NULL with a break_kind is a permanent self-exclusion.
  break_until timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((break_kind IS NULL) = (break_started_at IS NULL))
);

-- A limit in force and any raise or removal waiting out its cooling period. `name` is a money
-- limit (deposit, loss, wager) with its period, or `session` (period `session`, value in minutes).
CREATE TABLE player_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (name IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- Fen for money limits, minutes for the session limit; NULL: no limit in force.
  value bigint CHECK (value > 0),
  -- A requested raise (pending_value) or removal (pending_value NULL) while pending_requested_at
  -- is set; it takes effect only when confirmed after the cooling period.
  pending_value bigint CHECK (pending_value > 0),
  pending_requested_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, name, period),
  CHECK ((name = 'session') = (period = 'session'))
);

-- What counts against the money limits, per player and business day: deposits ordered (a
-- cancelled, expired or rejected order gives its amount back to its day), stakes and returns.
CREATE TABLE player_play_usage (
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  deposited bigint NOT NULL DEFAULT 0,
  staked bigint NOT NULL DEFAULT 0,
  returned bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

-- A play session: from a play until PLAY_SESSION_GAP_MINUTES without one, the session limit, or
-- the player's "stop" at a reality check.
CREATE TABLE play_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  last_play_at timestamptz NOT NULL,
  staked bigint NOT NULL DEFAULT 0,
  returned bigint NOT NULL DEFAULT 0,
  -- When the next reality check falls due; NULL without reality checks.
  next_check_at timestamptz,
  -- A reality check is waiting for the player's answer since then.
  check_due_since timestamptz,
  -- The session limit ended play at this time; play opens again after the gap.
  limit_reached_at timestamptz,
  ended_at timestamptz,
  ended_by text CHECK (ended_by IN ('idle', 'limit', 'player')),
  CHECK ((ended_at IS NULL) = (ended_by IS NULL))
);
CREATE UNIQUE INDEX play_sessions_open_key ON play_sessions (user_id) WHERE ended_at IS NULL;
CREATE INDEX play_sessions_user_idx ON play_sessions (user_id, started_at DESC);
CREATE INDEX play_sessions_due_idx ON play_sessions (next_check_at) WHERE ended_at IS NULL;
