-- Deposits (docs/product-rules.md#deposits): the twelve methods, their payment channels, the
-- sandbox receiving accounts and the players' deposit orders. Amounts are fen.

CREATE TABLE deposit_methods (
  method text PRIMARY KEY,
  sort integer NOT NULL,
  icon_url text,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE deposit_method_translations (
  method text NOT NULL REFERENCES deposit_methods (method) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (method, lang)
);

CREATE TABLE deposit_channels (
  channel text PRIMARY KEY,
  method text NOT NULL REFERENCES deposit_methods (method),
  sort integer NOT NULL,
  min_amount bigint NOT NULL,
  max_amount bigint NOT NULL,
  -- Quick-pick amounts (a JSON array of fen); the only amounts accepted when fixed_amounts_only.
  fixed_amounts jsonb NOT NULL DEFAULT '[]'::jsonb,
  fixed_amounts_only boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  CONSTRAINT deposit_channels_range CHECK (min_amount > 0 AND min_amount <= max_amount)
);
CREATE TABLE deposit_channel_translations (
  channel text NOT NULL REFERENCES deposit_channels (channel) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (channel, lang)
);

-- Where players send money: bank cards, QR codes, wallet accounts and coin addresses. A row serves
-- every channel of its method unless it names one channel; coin rows serve one protocol.
CREATE TABLE deposit_receiving_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  method text NOT NULL REFERENCES deposit_methods (method),
  channel text REFERENCES deposit_channels (channel),
  protocol text CHECK (protocol IN ('TRC20', 'ERC20')),
  account_name text,
  account_number text,
  bank_name text,
  bank_branch text,
  qr_code_url text,
  pay_url text,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX deposit_receiving_accounts_method_idx ON deposit_receiving_accounts (method);

CREATE TABLE deposit_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The client's key per attempt: a retried createOrder answers the same order.
  idempotency_key text NOT NULL,
  method text NOT NULL,
  channel text NOT NULL REFERENCES deposit_channels (channel),
  payer_name text NOT NULL,
  payer_bank_name text,
  amount bigint NOT NULL CHECK (amount > 0),
  coin_type text,
  protocol text,
  -- Stored statuses; `expired` is also derived on reading once expires_at passes unpaid.
  status text NOT NULL CHECK (status IN (
    'waitingForPayment', 'voucherUploaded', 'toBeConfirmed', 'success', 'failure', 'cancelled', 'expired'
  )),
  receiving_account_id bigint REFERENCES deposit_receiving_accounts (id),
  -- What the player was told to pay to, kept as shown even if an operator edits the account later.
  receiving_account jsonb NOT NULL,
  voucher_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  cancel_reason text CHECK (cancel_reason IN (
    'paymentRiskWarning', 'receivingCardFrozen', 'bankNotFound', 'noLongerWantsToDeposit', 'other'
  )),
  cancel_remark text,
  -- Asia/Shanghai date of the cancellation: the daily cancellation cap counts by it.
  cancelled_business_date date,
  failure_reason text,
  ledger_transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  voucher_uploaded_at timestamptz,
  confirmed_at timestamptz,
  completed_at timestamptz,
  CONSTRAINT deposit_orders_idempotency_key UNIQUE (user_id, idempotency_key),
  -- Money moved exactly when the order succeeded.
  CONSTRAINT deposit_orders_success_posted CHECK ((status = 'success') = (ledger_transfer_id IS NOT NULL)),
  CONSTRAINT deposit_orders_cancelled CHECK (
    (status = 'cancelled') = (cancel_reason IS NOT NULL AND cancelled_business_date IS NOT NULL)
  )
);
CREATE INDEX deposit_orders_user_idx ON deposit_orders (user_id, id DESC);
CREATE INDEX deposit_orders_cancellations_idx
  ON deposit_orders (user_id, cancelled_business_date) WHERE status = 'cancelled';
CREATE INDEX deposit_orders_account_waiting_idx
  ON deposit_orders (receiving_account_id) WHERE status = 'waitingForPayment';
