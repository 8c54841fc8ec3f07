-- Payment accounts (withdrawal targets and e-wallets), the supported banks, image uploads and the
-- payment-password guard.

-- The banks a player may withdraw to (15 of them: docs/product-rules.md#payment-accounts). Names
-- are stored per language.
CREATE TABLE sys_banks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  logo_url text,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE sys_bank_translations (
  bank_id bigint NOT NULL REFERENCES sys_banks (id) ON DELETE CASCADE,
  lang text NOT NULL,
  bank_name text NOT NULL,
  PRIMARY KEY (bank_id, lang)
);

-- Accounts are soft-deleted (deleted_at) so withdrawals that used them keep their history. One
-- card, address or wallet account belongs to one live binding at a time, across all players:
-- sharing a payout target between accounts is how bonus abuse is organised.
CREATE TABLE user_bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  holder_name text NOT NULL,
  card_type text NOT NULL CHECK (card_type IN ('savings', 'credit')),
  bank_id bigint NOT NULL REFERENCES sys_banks (id),
  card_number text NOT NULL CHECK (card_number ~ '^[0-9]{12,19}$'),
  branch_address text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX user_bank_cards_user_idx ON user_bank_cards (user_id, id) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX user_bank_cards_number_key ON user_bank_cards (card_number)
  WHERE deleted_at IS NULL;

CREATE TABLE user_blockchain_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alias text NOT NULL,
  coin_type text NOT NULL,
  protocol text NOT NULL CHECK (protocol IN ('TRC20', 'ERC20')),
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX user_blockchain_accounts_user_idx ON user_blockchain_accounts (user_id, id)
  WHERE deleted_at IS NULL;
-- ERC20 addresses are hex and may arrive checksummed or lower-case: compare without case.
CREATE UNIQUE INDEX user_blockchain_accounts_address_key
  ON user_blockchain_accounts (protocol, lower(address)) WHERE deleted_at IS NULL;

CREATE TABLE user_third_party_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_type text NOT NULL CHECK (account_type IN ('alipay', 'wechat', 'ebpay', 'koipay', 'generic')),
  alias text NOT NULL,
  account text NOT NULL,
  -- Alipay and WeChat: the payment QR image, an upload of the same player.
  qr_code_url text,
  -- Generic accounts name their platform.
  platform_name text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CONSTRAINT user_third_party_accounts_qr CHECK ((account_type IN ('alipay', 'wechat')) = (qr_code_url IS NOT NULL)),
  CONSTRAINT user_third_party_accounts_platform CHECK ((account_type = 'generic') = (platform_name IS NOT NULL))
);
CREATE INDEX user_third_party_accounts_user_idx ON user_third_party_accounts (user_id, id)
  WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX user_third_party_accounts_account_key
  ON user_third_party_accounts (account_type, coalesce(platform_name, ''), account)
  WHERE deleted_at IS NULL;

-- Images players upload (avatar, deposit voucher, feedback, payment QR code), checked by content.
-- The id is random and unguessable: it is the capability that lets an <img> show the picture.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  owner_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_owner_idx ON uploads (owner_user_id, created_at);

-- Wrong payment passwords in a row, and the lock they cause (see domain/users/paymentPassword.ts).
CREATE TABLE pay_password_guards (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
