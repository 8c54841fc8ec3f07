-- Double-entry ledger: every movement of money is a transfer whose entries sum to zero.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for the house accounts, set for every player wallet.
  owner_user_id bigint REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'central', 'lock', 'welfare', 'venue',
    'house_deposit', 'house_withdrawal', 'house_bonus', 'house_rebate', 'house_game'
  )),
  venue_code text,
  -- Fen. House accounts go negative as money enters the platform; player wallets never do.
  balance bigint NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'CNY',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner_matches_kind CHECK ((kind LIKE 'house\_%') = (owner_user_id IS NULL)),
  CONSTRAINT ledger_accounts_venue_code CHECK ((kind = 'venue') = (venue_code IS NOT NULL)),
  CONSTRAINT ledger_accounts_player_nonnegative CHECK (kind LIKE 'house\_%' OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_player_key
  ON ledger_accounts (owner_user_id, kind, coalesce(venue_code, '')) WHERE owner_user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (kind) WHERE owner_user_id IS NULL;

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The caller's key: repeating a request with it never moves money twice.
  idempotency_key text NOT NULL UNIQUE,
  -- sha256 of the canonical request, to tell a replay from a different request under the same key.
  request_hash text NOT NULL,
  kind text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'voided')),
  created_at timestamptz NOT NULL DEFAULT now(),
  posted_at timestamptz,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  CONSTRAINT ledger_transfers_posted_at CHECK ((status = 'posted') = (posted_at IS NOT NULL))
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this entry (for statements); null while pending.
  balance_after bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- Checked at commit, so a transfer's legs can be inserted one by one.
CREATE FUNCTION ledger_transfer_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance (entries sum to %)', NEW.transfer_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_must_balance();

-- Entries are history: corrections are new transfers, never edits.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER ledger_entries_no_change
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
