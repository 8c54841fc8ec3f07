-- The game catalogue (docs/product-rules.md#games): the games of each venue, a member's favourites
-- and the search log behind "popular searches".
CREATE TABLE games (
  plat_code text NOT NULL REFERENCES venue_platforms (plat_code),
  game_code text NOT NULL,
  game_type text NOT NULL CHECK (game_type IN
    ('sports', 'liveVideo', 'chessAndCards', 'esports', 'lottery', 'electronic')),
  -- Translated names by language key (zh, hk, en, …), like venue_platforms.names.
  names jsonb NOT NULL,
  -- Every name and the code, lower-cased: what a keyword search matches (any language finds it).
  search_text text NOT NULL,
  -- An operator's own image; NULL means the generated cover served by the API.
  cover_url text,
  popularity integer NOT NULL DEFAULT 0,
  is_new boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  -- maintenance: listed but cannot be entered; hidden: not listed.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'hidden')),
  PRIMARY KEY (plat_code, game_code)
);
-- The list queries: a venue's games (or a category's) in display order.
CREATE INDEX games_venue_list_idx ON games (plat_code, game_type, sort, game_code);
CREATE INDEX games_type_list_idx ON games (game_type, sort, plat_code, game_code);
-- Prefix search on the stored text; substring search scans the (few thousand) rows of one venue.
CREATE INDEX games_search_idx ON games (search_text text_pattern_ops);

CREATE TABLE game_favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plat_code text NOT NULL,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, plat_code, game_code),
  FOREIGN KEY (plat_code, game_code) REFERENCES games (plat_code, game_code)
);
CREATE INDEX game_favourites_user_idx ON game_favourites (user_id, created_at DESC);

-- One row per keyword search that found a game (the first game found): top 5 counts these.
CREATE TABLE game_search_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  keyword text NOT NULL,
  plat_code text NOT NULL,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX game_search_log_recent_idx ON game_search_log (created_at, plat_code, game_code);
