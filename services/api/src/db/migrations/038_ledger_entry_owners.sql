-- A transfer's entries name the player who owns each account (null for a house account): after
-- the transfer commits, the API pushes the new balances to those players' open pages
-- (docs/product-rules.md#event-stream) without another query to find them.
CREATE OR REPLACE FUNCTION ledger_transfer_entries(p_transfer bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    jsonb_agg(
      jsonb_build_object('accountId', e.account_id, 'amount', e.amount,
                         'balanceAfter', e.balance_after, 'ownerUserId', a.owner_user_id)
      ORDER BY e.id),
    '[]'::jsonb)
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
  WHERE e.transfer_id = p_transfer
$$;
