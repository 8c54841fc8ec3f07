-- Bets that settle later (lottery tickets, sports slips; docs/product-rules.md#games): the provider's
-- feed carries a bet's states in order, one row per state: `pending` when the stake is taken,
-- then `settled` or `cancelled`. An instant round has only its `settled` row.
ALTER TABLE venue_sim_bet_feed
  ADD COLUMN status text NOT NULL DEFAULT 'settled'
    CHECK (status IN ('pending', 'settled', 'cancelled'));
ALTER TABLE venue_sim_bet_feed DROP CONSTRAINT venue_sim_bet_feed_plat_code_round_ref_key;
ALTER TABLE venue_sim_bet_feed ADD CONSTRAINT venue_sim_bet_feed_round_state_key
  UNIQUE (plat_code, round_ref, status);
-- A pending bet has no settlement time yet.
ALTER TABLE venue_sim_bet_feed ALTER COLUMN settled_at DROP NOT NULL;
