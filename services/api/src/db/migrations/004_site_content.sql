-- Content the site shows. Text a person reads is stored per language (lang = zh, hk, en, th, vn, pg, fp, md).

-- websiteBasicList: configKey/configValue pairs (site name, keywords, service links).
CREATE TABLE site_info (
  config_key text PRIMARY KEY,
  config_value text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- System configuration read by key (sms_switch_bind, area_code, …).
CREATE TABLE sys_config (
  config_key text PRIMARY KEY,
  config_value text NOT NULL,
  description text
);

-- The registration-item switch: which fields the form shows and requires.
CREATE TABLE register_items (
  item_key text PRIMARY KEY,
  is_show boolean NOT NULL,
  is_required boolean NOT NULL,
  sort integer NOT NULL,
  CONSTRAINT register_items_required_shown CHECK (NOT is_required OR is_show)
);

-- Long texts such as the registration terms.
CREATE TABLE site_texts (
  text_key text NOT NULL,
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (text_key, lang)
);

CREATE TABLE notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE notice_translations (
  notice_id bigint NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (notice_id, lang)
);

CREATE TABLE slides (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  image_url text NOT NULL,
  link_url text,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE slide_translations (
  slide_id bigint NOT NULL REFERENCES slides (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (slide_id, lang)
);

CREATE TABLE dictionary_entries (
  dict_type text NOT NULL,
  dict_value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dict_type, dict_value)
);
CREATE TABLE dictionary_labels (
  dict_type text NOT NULL,
  dict_value text NOT NULL,
  lang text NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (dict_type, dict_value, lang),
  FOREIGN KEY (dict_type, dict_value) REFERENCES dictionary_entries (dict_type, dict_value) ON DELETE CASCADE
);

-- VIP levels 1-10. Amounts in fen, ratios in basis points (1 bp = 0.01%).
CREATE TABLE vip_levels (
  level smallint PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
  promotion_turnover bigint NOT NULL CHECK (promotion_turnover >= 0),
  protection_turnover bigint NOT NULL CHECK (protection_turnover >= 0),
  daily_withdrawal_count integer NOT NULL CHECK (daily_withdrawal_count > 0),
  daily_withdrawal_limit bigint NOT NULL CHECK (daily_withdrawal_limit > 0),
  upgrade_gift bigint NOT NULL CHECK (upgrade_gift >= 0),
  birthday_gift bigint NOT NULL CHECK (birthday_gift >= 0),
  weekly_red_envelope bigint NOT NULL CHECK (weekly_red_envelope >= 0),
  rebate_sports_bp integer NOT NULL CHECK (rebate_sports_bp >= 0),
  rebate_live_bp integer NOT NULL CHECK (rebate_live_bp >= 0),
  rebate_chess_bp integer NOT NULL CHECK (rebate_chess_bp >= 0),
  rebate_esports_bp integer NOT NULL CHECK (rebate_esports_bp >= 0),
  rebate_lottery_bp integer NOT NULL CHECK (rebate_lottery_bp >= 0),
  rebate_electronic_bp integer NOT NULL CHECK (rebate_electronic_bp >= 0)
);

-- Which version of the seed data was applied: an unchanged seed is skipped at startup.
CREATE TABLE seed_runs (
  fingerprint text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
