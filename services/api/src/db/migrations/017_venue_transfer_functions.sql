-- Venue transfers in one call per step: the simulator applying a transfer to its own books, and
-- the completion of a transfer with the provider's answer.

-- The venue simulator applies a transfer to its own books in one call: each reference at most
-- once, and never below zero (a refused reference is not remembered, so a later retry under the
-- same reference is a first attempt again, as with a real provider that never applied it).
-- Answers true when the transfer is applied (now or before), false when it is refused.
CREATE FUNCTION venue_sim_apply(p_plat text, p_ref text, p_player text, p_delta bigint)
RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  INSERT INTO venue_sim_transfers (plat_code, transfer_ref, player_ref, amount)
  VALUES (p_plat, p_ref, p_player, p_delta)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN true;
  END IF;
  INSERT INTO venue_sim_wallets (plat_code, player_ref) VALUES (p_plat, p_player)
  ON CONFLICT DO NOTHING;
  UPDATE venue_sim_wallets SET balance = balance + p_delta
  WHERE plat_code = p_plat AND player_ref = p_player AND balance + p_delta >= 0
  RETURNING balance INTO v_balance;
  IF NOT FOUND THEN
    DELETE FROM venue_sim_transfers WHERE plat_code = p_plat AND transfer_ref = p_ref;
    RETURN false;
  END IF;
  RETURN true;
END;
$$;

-- Completes a venue transfer with the provider's answer in one call: only the first answer to
-- arrive completes the order (a repair may race the request), and its ledger transfer is posted
-- or voided with it. Answers whether this call completed it.
CREATE FUNCTION venue_transfer_complete(p_order_no text, p_status text, p_reason text)
RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_ledger_transfer bigint;
  v_outcome text;
BEGIN
  UPDATE venue_transfers SET status = p_status, failure_reason = p_reason, completed_at = now()
  WHERE order_no = p_order_no AND status = 'pending'
  RETURNING ledger_transfer_id INTO v_ledger_transfer;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  SELECT o_outcome INTO v_outcome FROM ledger_complete_transfer(v_ledger_transfer, p_status, NULL);
  IF v_outcome NOT IN ('ok', 'replayed') THEN
    RAISE EXCEPTION 'venue transfer %: ledger transfer % could not be %: %',
      p_order_no, v_ledger_transfer, p_status, v_outcome;
  END IF;
  RETURN true;
END;
$$;
