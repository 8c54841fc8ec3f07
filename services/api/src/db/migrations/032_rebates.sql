-- Rebates on valid bets (docs/product-rules.md#rebates). One row per payment and game category:
-- the player's claim of a business day, or the scheduler's settlement of what the claim left.
CREATE TABLE rebate_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The business day whose settled bets the payment covers.
  business_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('claim', 'settle')),
  game_type text NOT NULL,
  vip_level smallint NOT NULL CHECK (vip_level BETWEEN 1 AND 10),
  valid_turnover bigint NOT NULL CHECK (valid_turnover >= 0),
  rate_bp integer NOT NULL CHECK (rate_bp >= 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- The reward (and through it the ledger transfer) that paid it.
  reward_id bigint NOT NULL REFERENCES rewards (id),
  paid_at timestamptz NOT NULL,
  UNIQUE (user_id, business_date, kind, game_type)
);

-- Every bet a payment covered, once: the primary key is what keeps a claim and the settlement from
-- paying the same bet twice.
CREATE TABLE rebated_bets (
  bet_id bigint PRIMARY KEY REFERENCES bet_records (id),
  payment_id bigint NOT NULL REFERENCES rebate_payments (id)
);
CREATE INDEX rebated_bets_payment_idx ON rebated_bets (payment_id);

-- The bets settled in a day: a player's (the claim) and everyone's (the settlement).
CREATE INDEX bet_records_user_settled_idx ON bet_records (user_id, settled_at)
  WHERE status = 'settled';
CREATE INDEX bet_records_settled_idx ON bet_records (settled_at) WHERE status = 'settled';
