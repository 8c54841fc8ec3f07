-- The venue lock reads "every bet settled" from the bet records (domain/venues/venueLock.ts), so
-- the count that nothing ever wrote goes.
ALTER TABLE venue_locks DROP COLUMN unsettled_bets;

-- The transaction record (docs/product-rules.md#transaction-records) with offers and welfare:
-- - an offer application's venue transfer (venue_transfers.bonus > 0) is two records: the player's
--   transfer (amount − bonus, from the central wallet) under the order number, and the bonus
--   (income) under the order number with the suffix '-B'; both follow the transfer's status;
-- - a bonus posted on the ledger is typed by its source (grantBonus writes metadata.source): a
--   welfare claim is 'welfare', a rebate 'rebate', an invite reward 'inviteReward', else 'bonus';
-- - the welfare wallet moved into the central wallet (a 'walletTransfer' from 'welfare' to
--   'central') is one transfer, income to the central wallet;
-- - a ledger transfer that belongs to a venue transfer is shown only through that order.
CREATE INDEX venue_transfers_ledger_transfer_idx ON venue_transfers (ledger_transfer_id);

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
       v.amount - v.bonus, 0::bigint, v.created_at, v.completed_at, v.ledger_transfer_id,
       v.direction || ':' || v.plat_code, v.failure_reason, NULL::text
FROM venue_transfers v
UNION ALL
SELECT v.user_id, v.order_no || '-B', 'bonus', 'income',
       CASE v.status WHEN 'posted' THEN 'success' WHEN 'voided' THEN 'failure' ELSE 'processing' END,
       v.bonus, 0::bigint, v.created_at, v.completed_at, v.ledger_transfer_id,
       'offer:' || v.plat_code, v.failure_reason, NULL::text
FROM venue_transfers v
WHERE v.bonus > 0
UNION ALL
SELECT a.owner_user_id, 'L' || t.id,
       CASE WHEN t.kind = 'walletTransfer' THEN 'transfer'
            WHEN t.kind = 'bonus' THEN
              CASE t.metadata ->> 'source' WHEN 'welfare' THEN 'welfare' WHEN 'rebate' THEN 'rebate'
                                           WHEN 'invite' THEN 'inviteReward' ELSE 'bonus' END
            ELSE t.kind END,
       CASE WHEN e.amount > 0 THEN 'income' ELSE 'expense' END,
       'success', abs(e.amount), 0::bigint, t.created_at, t.posted_at, t.id,
       CASE WHEN t.kind = 'walletTransfer' THEN 'welfareToCentral' ELSE a.kind END,
       t.metadata ->> 'reason', NULL::text
FROM ledger_entries e
JOIN ledger_transfers t ON t.id = e.transfer_id
JOIN ledger_accounts a ON a.id = e.account_id
WHERE a.owner_user_id IS NOT NULL AND a.kind IN ('central', 'lock', 'welfare')
  AND t.status = 'posted'
  AND (t.kind IN ('adjustment', 'bonus', 'rebate')
       OR (t.kind = 'walletTransfer' AND a.kind = 'central'
           AND t.metadata ->> 'from' = 'welfare' AND t.metadata ->> 'to' = 'central'))
  AND NOT EXISTS (SELECT 1 FROM venue_transfers v WHERE v.ledger_transfer_id = t.id);
