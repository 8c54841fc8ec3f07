-- The balance read (playerHoldings, docs/product-rules.md#transfers) asks, for every venue, whether
-- the player has a transfer with it still waiting for the provider. Through venue_transfers_user_idx
-- that walked all of the player's transfers once per venue, and a player's history only grows;
-- pending transfers are few and short-lived, so this index stays small and answers each at once.
CREATE INDEX venue_transfers_user_pending_idx
  ON venue_transfers (user_id, plat_code) WHERE status = 'pending';
