-- A house account's balance is derived from its posted entries, never kept on its row
-- (docs/decisions.md#the-house-side-of-the-ledger): every deposit, bonus, withdrawal and venue
-- transfer used to lock and update one of five house rows, so all transfers queued on them. Now only
-- player accounts (wallets and venue wallets) are locked, in id order, and moved; a house account's
-- entries are appended as before, with balance_after left null (no reader needs a house's running
-- balance: statements read player wallets only).

-- The history is in the entries; the rows' columns stop counting, and stay at zero.
UPDATE ledger_accounts SET balance = 0, held = 0 WHERE owner_user_id IS NULL;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_house_derived
  CHECK (owner_user_id IS NOT NULL OR (balance = 0 AND held = 0));

-- The same answer as migration 038's, in plpgsql so that its plan is cached per connection: as a
-- SQL function that cannot be inlined (it aggregates) it was planned again on every call, twice
-- per transfer, and that planning was a tenth of a transfer's time in PostgreSQL (pnpm
-- profile:transfer, docs/performance.md#where-a-transfers-postgresql-time-goes).
CREATE OR REPLACE FUNCTION ledger_transfer_entries(p_transfer bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(
      jsonb_agg(
        jsonb_build_object('accountId', e.account_id, 'amount', e.amount,
                           'balanceAfter', e.balance_after, 'ownerUserId', a.owner_user_id)
        ORDER BY e.id),
      '[]'::jsonb)
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transfer_id = p_transfer);
END;
$$;

-- As in migration 014, but house accounts are only checked (present, same currency), never locked
-- or moved. The player rows are locked and updated in one statement each.
CREATE OR REPLACE FUNCTION ledger_open_transfer(
  p_key text, p_hash text, p_kind text, p_status text,
  p_accounts bigint[], p_amounts bigint[], p_metadata jsonb, p_at timestamptz
) RETURNS TABLE (
  o_outcome text, o_transfer_id bigint, o_kind text, o_status text,
  o_created_at timestamptz, o_entries jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := coalesce(p_at, now());
  v_found integer;
  v_currencies integer;
  v_transfer ledger_transfers%ROWTYPE;
BEGIN
  IF p_status NOT IN ('posted', 'pending') THEN
    RAISE EXCEPTION 'ledger_open_transfer: status must be posted or pending, not %', p_status;
  END IF;

  -- The one lock order, by account id: two transfers over the same players never deadlock. House
  -- rows are read without a lock: nothing ever changes them.
  WITH players AS MATERIALIZED (
    SELECT id, currency FROM ledger_accounts
    WHERE id = ANY (p_accounts) AND owner_user_id IS NOT NULL ORDER BY id FOR UPDATE
  ), houses AS (
    SELECT id, currency FROM ledger_accounts WHERE id = ANY (p_accounts) AND owner_user_id IS NULL
  )
  SELECT count(*), count(DISTINCT currency) INTO v_found, v_currencies
  FROM (SELECT * FROM players UNION ALL SELECT * FROM houses) l;
  IF v_found <> cardinality(p_accounts) THEN
    RETURN QUERY SELECT 'unknownAccount', NULL::bigint, NULL::text, NULL::text, NULL::timestamptz, NULL::jsonb;
    RETURN;
  END IF;
  IF v_currencies > 1 THEN
    RETURN QUERY SELECT 'currencyMismatch', NULL::bigint, NULL::text, NULL::text, NULL::timestamptz, NULL::jsonb;
    RETURN;
  END IF;

  -- Under the locks, a transfer of the same key committed meanwhile is visible: replay it.
  SELECT * INTO v_transfer FROM ledger_transfers WHERE idempotency_key = p_key;
  IF NOT FOUND THEN
    IF EXISTS (
      SELECT 1 FROM unnest(p_accounts, p_amounts) AS l (id, amount)
      JOIN ledger_accounts a ON a.id = l.id
      WHERE l.amount < 0 AND a.owner_user_id IS NOT NULL AND a.balance - a.held + l.amount < 0
    ) THEN
      RETURN QUERY SELECT 'insufficientBalance', NULL::bigint, NULL::text, NULL::text, NULL::timestamptz, NULL::jsonb;
      RETURN;
    END IF;
    -- ON CONFLICT waits for a concurrent insert of the same key (over other accounts) to commit.
    INSERT INTO ledger_transfers
      (idempotency_key, request_hash, kind, status, created_at, posted_at, metadata)
    VALUES (p_key, p_hash, p_kind, p_status, v_at,
            CASE WHEN p_status = 'posted' THEN v_at END, coalesce(p_metadata, '{}'::jsonb))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING * INTO v_transfer;
    IF FOUND THEN
      IF p_status = 'posted' THEN
        WITH moved AS (
          UPDATE ledger_accounts a SET balance = a.balance + l.amount
          FROM unnest(p_accounts, p_amounts) AS l (id, amount)
          WHERE a.id = l.id AND a.owner_user_id IS NOT NULL
          RETURNING a.id, a.balance
        )
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT v_transfer.id, l.id, l.amount, m.balance, v_at
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l (id, amount, ord)
        LEFT JOIN moved m ON m.id = l.id
        ORDER BY l.ord;
      ELSE
        UPDATE ledger_accounts a SET held = a.held - l.amount
        FROM unnest(p_accounts, p_amounts) AS l (id, amount)
        WHERE a.id = l.id AND l.amount < 0 AND a.owner_user_id IS NOT NULL;
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT v_transfer.id, l.id, l.amount, NULL, v_at
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l (id, amount, ord)
        ORDER BY l.ord;
      END IF;
      RETURN QUERY SELECT 'ok', v_transfer.id, v_transfer.kind, v_transfer.status,
        v_transfer.created_at, ledger_transfer_entries(v_transfer.id);
      RETURN;
    END IF;
    SELECT * INTO v_transfer FROM ledger_transfers WHERE idempotency_key = p_key;
  END IF;

  -- A known key: the same request replays; a different one (or a posting over a key whose
  -- transfer is not posted) is a conflict.
  IF v_transfer.request_hash <> p_hash OR (p_status = 'posted' AND v_transfer.status <> 'posted') THEN
    RETURN QUERY SELECT 'idempotencyConflict', NULL::bigint, NULL::text, NULL::text, NULL::timestamptz, NULL::jsonb;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'replayed', v_transfer.id, v_transfer.kind, v_transfer.status,
    v_transfer.created_at, ledger_transfer_entries(v_transfer.id);
END;
$$;

-- As in migration 014, but only the player accounts are locked and moved; a house entry keeps a
-- null balance_after.
CREATE OR REPLACE FUNCTION ledger_complete_transfer(p_transfer bigint, p_status text, p_at timestamptz)
RETURNS TABLE (
  o_outcome text, o_transfer_id bigint, o_kind text, o_status text,
  o_created_at timestamptz, o_entries jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := coalesce(p_at, now());
  v_transfer ledger_transfers%ROWTYPE;
BEGIN
  IF p_status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'ledger_complete_transfer: status must be posted or voided, not %', p_status;
  END IF;
  SELECT * INTO v_transfer FROM ledger_transfers WHERE id = p_transfer FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'notFound', NULL::bigint, NULL::text, NULL::text, NULL::timestamptz, NULL::jsonb;
    RETURN;
  END IF;
  IF v_transfer.status <> 'pending' THEN
    RETURN QUERY SELECT CASE WHEN v_transfer.status = p_status THEN 'replayed' ELSE 'wrongState' END,
      v_transfer.id, v_transfer.kind, v_transfer.status, v_transfer.created_at,
      ledger_transfer_entries(v_transfer.id);
    RETURN;
  END IF;

  PERFORM 1 FROM ledger_accounts
  WHERE id IN (SELECT account_id FROM ledger_entries WHERE transfer_id = p_transfer)
    AND owner_user_id IS NOT NULL
  ORDER BY id FOR UPDATE;

  -- A transfer has one entry per account, so each account is updated once.
  IF p_status = 'posted' THEN
    WITH moved AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + e.amount,
          held = a.held + least(e.amount, 0)
      FROM ledger_entries e
      WHERE e.transfer_id = p_transfer AND a.id = e.account_id AND a.owner_user_id IS NOT NULL
      RETURNING a.id, a.balance
    )
    UPDATE ledger_entries e SET balance_after = m.balance
    FROM moved m WHERE e.transfer_id = p_transfer AND e.account_id = m.id;
    UPDATE ledger_transfers SET status = 'posted', posted_at = v_at WHERE id = p_transfer
    RETURNING * INTO v_transfer;
  ELSE
    UPDATE ledger_accounts a SET held = a.held + e.amount
    FROM ledger_entries e
    WHERE e.transfer_id = p_transfer AND a.id = e.account_id
      AND e.amount < 0 AND a.owner_user_id IS NOT NULL;
    UPDATE ledger_transfers SET status = 'voided', voided_at = v_at WHERE id = p_transfer
    RETURNING * INTO v_transfer;
  END IF;
  RETURN QUERY SELECT 'ok', v_transfer.id, v_transfer.kind, v_transfer.status,
    v_transfer.created_at, ledger_transfer_entries(v_transfer.id);
END;
$$;
