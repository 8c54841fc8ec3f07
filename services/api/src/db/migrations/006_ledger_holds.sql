-- Two-phase transfers: a pending transfer holds what it will take from each player wallet
-- (`held`), moves no balance until it is posted, and gives the hold back when it is voided.
ALTER TABLE ledger_accounts ADD COLUMN held bigint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_held_nonnegative CHECK (held >= 0);
-- What a player can spend is balance - held; it never goes below zero.
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_player_available CHECK (kind LIKE 'house\_%' OR balance >= held);

ALTER TABLE ledger_transfers ADD COLUMN voided_at timestamptz;
ALTER TABLE ledger_transfers
  ADD CONSTRAINT ledger_transfers_voided_at CHECK ((status = 'voided') = (voided_at IS NOT NULL));
CREATE INDEX ledger_transfers_pending_idx ON ledger_transfers (created_at) WHERE status = 'pending';

-- Entries stay append-only; the one write allowed is filling in balance_after when the pending
-- transfer they belong to is posted.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.balance_after IS NULL AND NEW.balance_after IS NOT NULL
     AND NEW.transfer_id = OLD.transfer_id AND NEW.account_id = OLD.account_id
     AND NEW.amount = OLD.amount AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
