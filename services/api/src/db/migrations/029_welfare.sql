-- The welfare centre (docs/product-rules.md#welfare): items granted to a player, virtual (money)
-- or in kind, claimable once within WELFARE_BONUS_VALID_DAYS of the grant. A claim pays through
-- the reward record (reward_id); the `welfare.expire` job marks the items not claimed in time.
CREATE TABLE welfare_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('virtual', 'inKind')),
  -- What the player reads, by language key (zh, hk, en, …), fixed when granted.
  title jsonb NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  -- Fen credited by the claim: the whole item's money; 0 for an item in kind.
  amount bigint NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired')),
  -- Who granted it and why ('ops:…', 'dev:…', an engine's own reference): a grant happens once.
  grant_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz,
  expired_at timestamptz,
  reward_id bigint REFERENCES rewards (id),
  CHECK ((type = 'virtual' AND amount > 0) OR (type = 'inKind' AND amount = 0)),
  CHECK (expires_at > created_at),
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL AND reward_id IS NOT NULL)),
  CHECK ((status = 'expired') = (expired_at IS NOT NULL))
);
-- The member's list, newest first.
CREATE INDEX welfare_items_user_idx ON welfare_items (user_id, created_at DESC, id DESC);
-- The expiry sweep: claimable items by deadline.
CREATE INDEX welfare_items_expiry_idx ON welfare_items (expires_at) WHERE status = 'claimable';
