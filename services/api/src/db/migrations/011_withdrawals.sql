-- Withdrawals: the order, with the ledger hold taken at request (central → house_withdrawal,
-- pending) that is posted on payout or voided on rejection.
CREATE TABLE withdrawal_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('bankCard', 'virtualCoin', 'ebpay', 'koipay')),
  type text NOT NULL CHECK (type IN ('scheduled', 'instant')),
  time_window text CHECK (time_window IN ('0-6', '6-12', '12-18', '18-24')),
  account_id bigint NOT NULL,
  account_label text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  extra_rate_bp integer NOT NULL DEFAULT 0 CHECK (extra_rate_bp BETWEEN 0 AND 60),
  extra_amount bigint NOT NULL DEFAULT 0 CHECK (extra_amount >= 0),
  status text NOT NULL
    CHECK (status IN ('reviewing', 'scheduled', 'paying', 'success', 'failure', 'cancelled')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  hold_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  failure_reason text,
  business_date date NOT NULL,
  created_at timestamptz NOT NULL,
  -- Scheduled: paid no earlier than this, and expected by expected_arrival_at.
  pay_after timestamptz NOT NULL,
  expected_arrival_at timestamptz NOT NULL,
  completed_at timestamptz,
  CONSTRAINT withdrawal_orders_window CHECK ((type = 'scheduled') = (time_window IS NOT NULL)),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX withdrawal_orders_user_idx ON withdrawal_orders (user_id, created_at DESC);
CREATE INDEX withdrawal_orders_due_idx ON withdrawal_orders (pay_after)
  WHERE status IN ('reviewing', 'scheduled');
-- One order not yet verified at a time (docs/product-rules.md#withdrawals).
CREATE UNIQUE INDEX withdrawal_orders_one_open ON withdrawal_orders (user_id)
  WHERE status IN ('reviewing', 'scheduled', 'paying');
