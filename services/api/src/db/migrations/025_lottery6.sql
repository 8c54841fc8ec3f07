-- The six-number lottery at the in-house venue (docs/product-rules.md#games, docs/decisions.md#games):
-- its draws and the tickets sold for them, on the venue's own books (venue_sim_*).

-- One row per draw, keyed by its scheduler run key ('2026-11-24T21:30+08:00', the draw's client
-- seed). Created with its committed server seed when first asked for (the open draw) or by the
-- draw before it; the numbers and the revealed seed once drawn.
CREATE TABLE venue_sim_lottery6_draws (
  draw_key text PRIMARY KEY,
  draw_at timestamptz NOT NULL UNIQUE,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  numbers integer[],
  special integer,
  drawn_at timestamptz,
  CHECK ((drawn_at IS NULL) = (numbers IS NULL) AND (drawn_at IS NULL) = (special IS NULL))
);
CREATE INDEX venue_sim_lottery6_draws_drawn ON venue_sim_lottery6_draws (draw_at DESC)
  WHERE drawn_at IS NOT NULL;

-- A ticket: one or more bets on one draw, its stake taken when bought; returned and valid turnover
-- once its draw settles it. A retried request (same player and key) finds its ticket.
CREATE TABLE venue_sim_lottery6_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_ref text NOT NULL,
  draw_key text NOT NULL REFERENCES venue_sim_lottery6_draws (draw_key),
  bets jsonb NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  returned bigint CHECK (returned >= 0),
  valid_turnover bigint CHECK (valid_turnover >= 0 AND valid_turnover <= stake),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  bought_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (player_ref, idempotency_key)
);
CREATE INDEX venue_sim_lottery6_tickets_draw ON venue_sim_lottery6_tickets (draw_key)
  WHERE settled_at IS NULL;
CREATE INDEX venue_sim_lottery6_tickets_player ON venue_sim_lottery6_tickets (player_ref, id DESC);
