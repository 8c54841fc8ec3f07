-- The reward record (docs/product-rules.md#rewards): one row per bonus a player received, from
-- whichever engine granted it (offers, welfare, later VIP gifts, rebates and invite rewards), and
-- the in-kind prizes redeemed. A source's own reference makes each grant happen once.
CREATE TABLE rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (
    source IN ('offer', 'welfare', 'prize', 'vipUpgrade', 'vipBirthday', 'vipWeekly', 'rebate', 'invite')
  ),
  source_ref text NOT NULL,
  -- What the player reads, by language key (zh, hk, en, …), fixed when granted.
  title jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- pending: its ledger transfer waits for a venue's answer (an offer's bonus goes with a transfer).
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (source, source_ref),
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX rewards_user_idx ON rewards (user_id, created_at DESC, id DESC);
