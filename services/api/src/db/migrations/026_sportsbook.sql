-- The in-house sportsbook on the provider's own books (venue_sim_*; docs/product-rules.md#games,
-- docs/decisions.md#games): simulated football and e-sports events with live match-winner odds,
-- and the players' slips with one row per selection. Stakes and returns move through
-- venue_sim_apply and every slip state is written to the bet feed.

-- An event and its live state. Teams and leagues are indexes into the translated word lists of
-- domain/games/sportsbook/names.ts. `next_minute_at` is when the simulator plays the next minute
-- (it does not move while suspended); the scoring rates are the model's goals (objectives) per match.
CREATE TABLE venue_sim_sports_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'esports')),
  league smallint NOT NULL,
  home_team smallint NOT NULL,
  away_team smallint NOT NULL,
  home_rate double precision NOT NULL CHECK (home_rate > 0),
  away_rate double precision NOT NULL CHECK (away_rate > 0),
  starts_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'live', 'suspended', 'finished', 'void')),
  minute smallint NOT NULL DEFAULT 0,
  home_score smallint NOT NULL DEFAULT 0,
  away_score smallint NOT NULL DEFAULT 0,
  home_red smallint NOT NULL DEFAULT 0,
  away_red smallint NOT NULL DEFAULT 0,
  -- A dangerous moment and the side attacking in it.
  danger_side text CHECK (danger_side IN ('home', 'away')),
  -- An operator opened the dangerous moment: the simulator pauses the event until an incident
  -- (goal, red card, goal-kick, finish) closes it, so a test decides how it ends.
  operator_hold boolean NOT NULL DEFAULT false,
  next_minute_at timestamptz,
  suspended_at timestamptz,
  ended_at timestamptz,
  -- Thousandths; draw is null for e-sports.
  odds_home integer NOT NULL,
  odds_draw integer,
  odds_away integer NOT NULL,
  odds_version integer NOT NULL DEFAULT 1,
  CHECK (home_team <> away_team)
);
CREATE INDEX venue_sim_sports_events_open ON venue_sim_sports_events (sport, state, starts_at);

-- A slip (a single or a parlay). A retried request (same player and key) finds its slip.
CREATE TABLE venue_sim_sports_slips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  plat_code text NOT NULL,
  player_ref text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'parlay')),
  stake bigint NOT NULL CHECK (stake > 0),
  state text NOT NULL
    CHECK (state IN ('pending', 'accepted', 'cancelled', 'won', 'lost', 'void')),
  -- What came back once it ended (the stake on a cancelled or void slip); null before.
  returned bigint CHECK (returned >= 0),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (plat_code, player_ref, idempotency_key)
);
CREATE INDEX venue_sim_sports_slips_player ON venue_sim_sports_slips (plat_code, player_ref, id);

-- One selection of a slip at the odds taken. `awaiting`: taken in a dangerous moment and not yet
-- confirmed; `rejected`: that moment ended in a goal or a red card.
CREATE TABLE venue_sim_sports_legs (
  slip_id bigint NOT NULL REFERENCES venue_sim_sports_slips (id),
  event_id bigint NOT NULL REFERENCES venue_sim_sports_events (id),
  pick text NOT NULL CHECK (pick IN ('home', 'draw', 'away')),
  odds integer NOT NULL CHECK (odds > 1000),
  state text NOT NULL CHECK (state IN ('awaiting', 'open', 'rejected', 'won', 'lost', 'void')),
  PRIMARY KEY (slip_id, event_id)
);
CREATE INDEX venue_sim_sports_legs_event ON venue_sim_sports_legs (event_id);
