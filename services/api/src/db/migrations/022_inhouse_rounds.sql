-- The in-house venue's rounds on the provider's own books (venue_sim_*, apart from our ledger), the
-- provider's bet feed, and the platform's bet records pulled from it (docs/product-rules.md#games,
-- docs/decisions.md#games).

-- Each player's provably fair seeds at the venue: the committed server seed (secret until the round
-- that uses it reveals it), its SHA-256 hash shown beforehand, the player's client seed, and the
-- nonce of the next round (the count of the player's rounds).
CREATE TABLE venue_sim_inhouse_seeds (
  plat_code text NOT NULL,
  player_ref text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce bigint NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  PRIMARY KEY (plat_code, player_ref)
);

-- Settled rounds, with the seed they used revealed. A retried request (same player and key) finds
-- its round instead of playing again.
CREATE TABLE venue_sim_inhouse_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plat_code text NOT NULL,
  player_ref text NOT NULL,
  game_code text NOT NULL,
  bets jsonb NOT NULL,
  outcome jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  returned bigint NOT NULL CHECK (returned >= 0),
  valid_turnover bigint NOT NULL CHECK (valid_turnover >= 0 AND valid_turnover <= stake),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce bigint NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  settled_at timestamptz NOT NULL,
  UNIQUE (plat_code, player_ref, idempotency_key),
  UNIQUE (plat_code, player_ref, nonce)
);

-- The provider's bet feed: one row per settled bet, numbered without gaps in commit order per
-- venue (the head row below is taken by the round's transaction), so a reader that remembers the
-- last number it read never skips a row.
CREATE TABLE venue_sim_bet_feed_heads (
  plat_code text PRIMARY KEY,
  last_feed_id bigint NOT NULL
);
CREATE TABLE venue_sim_bet_feed (
  plat_code text NOT NULL,
  feed_id bigint NOT NULL,
  round_ref text NOT NULL,
  player_ref text NOT NULL,
  game_code text NOT NULL,
  stake bigint NOT NULL,
  valid_turnover bigint NOT NULL,
  win_lose bigint NOT NULL,
  bet_time timestamptz NOT NULL,
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (plat_code, feed_id),
  UNIQUE (plat_code, round_ref)
);

-- The platform's bet records, pulled from the providers' feeds: one per provider bet.
CREATE TABLE bet_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plat_code text NOT NULL REFERENCES venue_platforms (plat_code),
  bet_ref text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  game_code text NOT NULL,
  stake bigint NOT NULL CHECK (stake >= 0),
  valid_turnover bigint NOT NULL CHECK (valid_turnover >= 0),
  win_lose bigint NOT NULL,
  status text NOT NULL DEFAULT 'settled' CHECK (status IN ('pending', 'settled', 'cancelled')),
  bet_time timestamptz NOT NULL,
  settled_at timestamptz,
  pulled_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plat_code, bet_ref)
);
CREATE INDEX bet_records_user_time_idx ON bet_records (user_id, bet_time DESC, id DESC);

-- How far the platform has read each provider's feed.
CREATE TABLE bet_feed_cursors (
  plat_code text PRIMARY KEY REFERENCES venue_platforms (plat_code),
  last_feed_id bigint NOT NULL DEFAULT 0,
  pulled_at timestamptz
);
