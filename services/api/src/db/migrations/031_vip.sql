-- VIP standing (docs/product-rules.md#vip). The level itself stays users.vip_level, the one place
-- withdrawal quotas, offers and rebates read it; these columns say how the daily review
-- (`vip.review`) treats it.
ALTER TABLE users
  -- The business date of the last promotion or relegation (the day it took effect); null before any.
  ADD COLUMN vip_changed_on date,
  -- The first business day of the current 90-day protection window; null at VIP 1 (never
  -- relegated) and for a level set by hand until the next review starts its window.
  ADD COLUMN vip_window_start date,
  -- Turnover counts toward the next promotion from this instant (the last relegation): a relegated
  -- player earns the next level again rather than being promoted back the next day. Null: all bets.
  ADD COLUMN vip_turnover_from timestamptz;

-- Every level change. One a day per player, whatever runs: the unique (user, business date) is
-- "at most one level a day" in the database.
CREATE TABLE vip_level_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  from_level smallint NOT NULL CHECK (from_level BETWEEN 1 AND 10),
  to_level smallint NOT NULL CHECK (to_level BETWEEN 1 AND 10),
  reason text NOT NULL CHECK (reason IN ('promotion', 'relegation')),
  -- The business date the new level takes effect (the review run's date).
  business_date date NOT NULL,
  effective_at timestamptz NOT NULL,
  UNIQUE (user_id, business_date),
  CHECK (
    (reason = 'promotion' AND to_level = from_level + 1)
    OR (reason = 'relegation' AND to_level = from_level - 1)
  )
);
-- "The level in force at an instant" (the weekly red envelope reads Friday's level).
CREATE INDEX vip_level_changes_user_idx ON vip_level_changes (user_id, effective_at);

-- A welfare item pays through the reward record under its own source: the VIP gifts are
-- 'vipUpgrade', 'vipBirthday', 'vipWeekly'; everything else stays 'welfare' (an item in kind is a
-- 'prize' whatever this says).
ALTER TABLE welfare_items
  ADD COLUMN reward_source text NOT NULL DEFAULT 'welfare'
    CHECK (reward_source IN ('welfare', 'vipUpgrade', 'vipBirthday', 'vipWeekly'));
