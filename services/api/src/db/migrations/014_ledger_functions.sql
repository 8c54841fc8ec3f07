-- The ledger's posting rules as database functions: one call per phase of a transfer instead of a
-- round trip per statement. The TypeScript domain (domain/ledger) checks that a request is well
-- formed, hashes it and maps the outcome to its errors; these functions are the one place where
-- accounts are locked, checked and moved. Business refusals come back as an outcome rather than an
-- exception, so the caller's transaction stays usable.

-- A transfer's entries in the order they were written (the caller's leg order).
CREATE FUNCTION ledger_transfer_entries(p_transfer bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    jsonb_agg(
      jsonb_build_object('accountId', account_id, 'amount', amount, 'balanceAfter', balance_after)
      ORDER BY id),
    '[]'::jsonb)
  FROM ledger_entries WHERE transfer_id = p_transfer
$$;

-- Opens a transfer under an idempotency key: `posted` moves the balances at once, `pending` holds
-- each player debit (balance - held is what a wallet can spend) and moves nothing yet.
-- Outcomes: ok, replayed (the key is known with the same request), idempotencyConflict,
-- insufficientBalance, unknownAccount, currencyMismatch.
CREATE FUNCTION ledger_open_transfer(
  p_key text, p_hash text, p_kind text, p_status text,
  p_accounts bigint[], p_amounts bigint[], p_metadata jsonb, p_at timestamptz
) RETURNS TABLE (
  o_outcome text, o_transfer_id bigint, o_kind text, o_status text,
  o_created_at timestamptz, o_entries jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := coalesce(p_at, now());
  v_locked integer;
  v_currencies integer;
  v_transfer ledger_transfers%ROWTYPE;
BEGIN
  IF p_status NOT IN ('posted', 'pending') THEN
    RAISE EXCEPTION 'ledger_open_transfer: status must be posted or pending, not %', p_status;
  END IF;

  -- The one lock order, by account id: two transfers over the same accounts never deadlock.
  SELECT count(*), count(DISTINCT currency) INTO v_locked, v_currencies
  FROM (SELECT id, currency FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE) l;
  IF v_locked <> cardinality(p_accounts) THEN
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
      WHERE l.amount < 0 AND a.kind NOT LIKE 'house\_%' AND a.balance - a.held + l.amount < 0
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
        UPDATE ledger_accounts a SET balance = a.balance + l.amount
        FROM unnest(p_accounts, p_amounts) AS l (id, amount) WHERE a.id = l.id;
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT v_transfer.id, l.id, l.amount, a.balance, v_at
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l (id, amount, ord)
        JOIN ledger_accounts a ON a.id = l.id
        ORDER BY l.ord;
      ELSE
        UPDATE ledger_accounts a SET held = a.held - l.amount
        FROM unnest(p_accounts, p_amounts) AS l (id, amount)
        WHERE a.id = l.id AND l.amount < 0 AND a.kind NOT LIKE 'house\_%';
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

-- Completes a pending transfer: `posted` moves the balances and releases the holds, `voided` only
-- releases the holds. Reaching the state it is already in replays.
-- Outcomes: ok, replayed, notFound, wrongState (posting a voided transfer or voiding a posted one).
CREATE FUNCTION ledger_complete_transfer(p_transfer bigint, p_status text, p_at timestamptz)
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
  ORDER BY id FOR UPDATE;

  -- A transfer has one entry per account, so each account is updated once.
  IF p_status = 'posted' THEN
    UPDATE ledger_accounts a
    SET balance = a.balance + e.amount,
        held = a.held - CASE WHEN e.amount < 0 AND a.kind NOT LIKE 'house\_%' THEN -e.amount ELSE 0 END
    FROM ledger_entries e WHERE e.transfer_id = p_transfer AND a.id = e.account_id;
    UPDATE ledger_entries e SET balance_after = a.balance
    FROM ledger_accounts a WHERE e.transfer_id = p_transfer AND a.id = e.account_id;
    UPDATE ledger_transfers SET status = 'posted', posted_at = v_at WHERE id = p_transfer
    RETURNING * INTO v_transfer;
  ELSE
    UPDATE ledger_accounts a SET held = a.held + e.amount
    FROM ledger_entries e
    WHERE e.transfer_id = p_transfer AND a.id = e.account_id
      AND e.amount < 0 AND a.kind NOT LIKE 'house\_%';
    UPDATE ledger_transfers SET status = 'voided', voided_at = v_at WHERE id = p_transfer
    RETURNING * INTO v_transfer;
  END IF;
  RETURN QUERY SELECT 'ok', v_transfer.id, v_transfer.kind, v_transfer.status,
    v_transfer.created_at, ledger_transfer_entries(v_transfer.id);
END;
$$;
