-- Invite friends (docs/product-rules.md#invite). A friend is a player who registered with the
-- inviter's code (users.registered_invite_code); the rewards are rows of the reward record (source
-- 'invite'). This table is the invite rebate of one friend: its countdown opens when the friend's
-- deposits within the window reach the threshold, the `invite.rebate` job pays what the friend's
-- valid bets earned, and closes it claimed (something paid) or expired (nothing to pay).
CREATE TABLE invite_rebates (
  friend_id bigint PRIMARY KEY REFERENCES users (id),
  inviter_id bigint NOT NULL REFERENCES users (id),
  -- The friend's registration + 30 days: bets settled from then on earn nothing.
  window_ends_at timestamptz NOT NULL,
  -- The credit that brought the friend's deposits to the threshold; + 7 days closes it unused.
  opened_at timestamptz NOT NULL,
  countdown_ends_at timestamptz NOT NULL,
  -- Fen paid to the inviter so far (each job run pays what the bets earned since the last).
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
  closed_state text CHECK (closed_state IN ('claimed', 'expired')),
  closed_at timestamptz,
  CHECK ((closed_state IS NULL) = (closed_at IS NULL)),
  CHECK (countdown_ends_at > opened_at)
);
-- The inviter's rebate record, and the job's open rebates.
CREATE INDEX invite_rebates_inviter_idx ON invite_rebates (inviter_id, opened_at DESC);
CREATE INDEX invite_rebates_open_idx ON invite_rebates (opened_at) WHERE closed_state IS NULL;
-- An inviter's friends by the code they registered with (the code is the inviter's number).
CREATE INDEX users_registered_invite_code_idx ON users (btrim(registered_invite_code))
  WHERE registered_invite_code IS NOT NULL;
