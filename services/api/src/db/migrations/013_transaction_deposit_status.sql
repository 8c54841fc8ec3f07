-- The transaction record also carries a deposit order's own status (to be confirmed, failure,
-- success …: docs/product-rules.md#transaction-records), so the deposit orders page can show it.
CREATE OR REPLACE VIEW player_transactions AS
SELECT d.user_id, d.order_no, 'deposit' AS type, 'income' AS mode,
       CASE d.status WHEN 'success' THEN 'success' WHEN 'failure' THEN 'failure'
                     WHEN 'cancelled' THEN 'cancelled' WHEN 'expired' THEN 'cancelled'
                     ELSE 'processing' END AS status,
       d.amount, 0::bigint AS fee, d.created_at, d.completed_at, d.ledger_transfer_id AS transfer_id,
       d.channel AS subject, coalesce(d.failure_reason, d.cancel_remark) AS remark,
       d.status AS deposit_status
FROM deposit_orders d
UNION ALL
SELECT w.user_id, w.order_no, 'withdrawal', 'expense',
       CASE w.status WHEN 'success' THEN 'success' WHEN 'failure' THEN 'failure'
                     WHEN 'cancelled' THEN 'cancelled' ELSE 'processing' END,
       w.amount, 0::bigint, w.created_at, w.completed_at, w.hold_transfer_id,
       w.method, w.failure_reason, NULL::text
FROM withdrawal_orders w
UNION ALL
SELECT v.user_id, v.order_no, 'transfer',
       CASE v.direction WHEN 'toVenue' THEN 'expense' ELSE 'income' END,
       CASE v.status WHEN 'posted' THEN 'success' WHEN 'voided' THEN 'failure' ELSE 'processing' END,
       v.amount, 0::bigint, v.created_at, v.completed_at, v.ledger_transfer_id,
       v.direction || ':' || v.plat_code, v.failure_reason, NULL::text
FROM venue_transfers v
UNION ALL
SELECT a.owner_user_id, 'L' || t.id, t.kind,
       CASE WHEN e.amount > 0 THEN 'income' ELSE 'expense' END,
       'success', abs(e.amount), 0::bigint, t.created_at, t.posted_at, t.id,
       a.kind, t.metadata ->> 'reason', NULL::text
FROM ledger_entries e
JOIN ledger_transfers t ON t.id = e.transfer_id
JOIN ledger_accounts a ON a.id = e.account_id
WHERE a.owner_user_id IS NOT NULL AND a.kind IN ('central', 'lock', 'welfare')
  AND t.status = 'posted' AND t.kind IN ('adjustment', 'bonus', 'rebate');
