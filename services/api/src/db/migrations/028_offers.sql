-- Offers (docs/product-rules.md#offers): the offers players read and apply for, and their bonus
-- applications. An application's transfer and bonus go into a venue in one two-phase venue
-- transfer (venue_transfers.bonus is the bonus part of its amount) and the venue locks
-- (venue_locks.application_id).
CREATE TABLE activities (
  -- Stable ids from the seed: applications refer to them.
  id bigint PRIMARY KEY,
  classification text NOT NULL CHECK (classification IN (
    'limitedTime', 'newMemberFirstDeposit', 'daily', 'sports', 'highRebate', 'vipPrivileges'
  )),
  kind text NOT NULL CHECK (kind IN (
    'firstDeposit', 'dailyDeposit', 'sportsBonus', 'rebateBoost', 'vipOffer', 'limitedTime'
  )),
  sort integer NOT NULL DEFAULT 0,
  -- What players read, by language key (zh, hk, en, …); content is HTML, sanitised when served.
  title jsonb NOT NULL,
  summary jsonb NOT NULL,
  content jsonb NOT NULL,
  banner_url text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  frequency text NOT NULL CHECK (frequency IN ('once', 'daily')),
  min_transfer bigint NOT NULL CHECK (min_transfer >= 0),
  bonus_ratio_bp integer NOT NULL CHECK (bonus_ratio_bp >= 0),
  max_bonus bigint NOT NULL CHECK (max_bonus >= 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple > 0),
  time_limit_hours integer CHECK (time_limit_hours > 0),
  min_vip_level smallint CHECK (min_vip_level BETWEEN 1 AND 10),
  excludes_agents boolean NOT NULL,
  -- The venues the bonus may go to; for a rebate boost, the venues whose valid bets it boosts.
  plat_codes text[] NOT NULL,
  -- A VIP offer's terms by level (contract activityTermsSchema.termsByVipLevel), else null.
  terms_by_vip_level jsonb,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX activities_list_idx ON activities (sort, id);

CREATE TABLE activity_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  activity_id bigint NOT NULL REFERENCES activities (id),
  -- 'once' for a once-per-player offer, the business date 'YYYY-MM-DD' for a daily one.
  period_key text NOT NULL CHECK (period_key = 'once' OR period_key ~ '^\d{4}-\d{2}-\d{2}$'),
  plat_code text REFERENCES venue_platforms (plat_code),
  -- The player's own money moved with the bonus (0 for a rebate boost), fen.
  transfer_amount bigint NOT NULL CHECK (transfer_amount >= 0),
  -- The bonus, fen; a rebate boost's is set when the scheduler pays it.
  bonus bigint NOT NULL CHECK (bonus >= 0),
  -- The turnover that releases the venue lock; null without a lock.
  required_turnover bigint CHECK (required_turnover >= 0),
  venue_transfer_order_no text REFERENCES venue_transfers (order_no),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  applied_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  UNIQUE (user_id, idempotency_key),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
-- Once per player, or once per business day for a daily offer, whatever runs at the same time: a
-- rejected application (the venue refused) does not count.
CREATE UNIQUE INDEX activity_applications_period_key
  ON activity_applications (user_id, activity_id, period_key) WHERE status <> 'rejected';
CREATE INDEX activity_applications_user_idx ON activity_applications (user_id, applied_at DESC, id DESC);
CREATE INDEX activity_applications_transfer_idx ON activity_applications (venue_transfer_order_no);

-- The bonus part of a transfer's amount (an offer application moves transfer + bonus).
ALTER TABLE venue_transfers
  ADD COLUMN bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0 AND bonus < amount);

-- The application that locked the venue.
ALTER TABLE venue_locks ADD COLUMN application_id bigint REFERENCES activity_applications (id);
