-- Game venues: the platforms whose wallets players move money into, the transfers between the
-- central wallet and a venue (two-phase, see domain/venues), venue locks, and the books of the
-- in-process venue simulators that stand in for the providers.
CREATE TABLE venue_platforms (
  plat_code text PRIMARY KEY,
  game_type text NOT NULL,
  -- Translated names by language key (zh, hk, en, …).
  names jsonb NOT NULL,
  maintenance boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE venue_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  plat_code text NOT NULL REFERENCES venue_platforms (plat_code),
  direction text NOT NULL CHECK (direction IN ('toVenue', 'toCentral')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The client's key: a retried request finds its first order instead of moving money again.
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'voided')),
  failure_reason text,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX venue_transfers_pending_idx ON venue_transfers (created_at) WHERE status = 'pending';
CREATE INDEX venue_transfers_user_idx ON venue_transfers (user_id, created_at DESC);

-- A venue locks after a bonus application until its turnover is met
-- (docs/product-rules.md#venue-lock).
CREATE TABLE venue_locks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  plat_code text NOT NULL REFERENCES venue_platforms (plat_code),
  locked_amount bigint NOT NULL CHECK (locked_amount >= 0),
  required_turnover bigint NOT NULL CHECK (required_turnover >= 0),
  completed_turnover bigint NOT NULL DEFAULT 0,
  unsettled_bets integer NOT NULL DEFAULT 0,
  locked_at timestamptz NOT NULL,
  released_at timestamptz
);
CREATE UNIQUE INDEX venue_locks_open_key ON venue_locks (user_id, plat_code) WHERE released_at IS NULL;

-- The simulators' own books: what each "provider" believes a player holds with it.
CREATE TABLE venue_sim_wallets (
  plat_code text NOT NULL,
  player_ref text NOT NULL,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (plat_code, player_ref)
);
CREATE TABLE venue_sim_transfers (
  plat_code text NOT NULL,
  transfer_ref text NOT NULL,
  player_ref text NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plat_code, transfer_ref)
);
