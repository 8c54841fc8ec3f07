-- Wrong login passwords per account and the lock they cause, with its backoff
-- (docs/decisions-api.md#guessing-budgets): lock_count is how many locks fell since the last
-- right password, which sets the next lock's length (1, 5, 15, 60 minutes).
CREATE TABLE login_guards (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  wrong_attempts integer NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  lock_count integer NOT NULL DEFAULT 0 CHECK (lock_count >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);

-- Budgets that renew with the business day, not with a code or a window: per subject (an account,
-- an address) and counter, what was spent that day (docs/decisions-api.md#guessing-budgets).
-- Rows of past days are swept when a new day's row is made.
CREATE TABLE daily_budgets (
  subject text NOT NULL,
  counter text NOT NULL,
  business_day date NOT NULL,
  used bigint NOT NULL CHECK (used >= 0),
  PRIMARY KEY (subject, counter, business_day)
);
CREATE INDEX daily_budgets_day_idx ON daily_budgets (business_day);

-- "Is this an address the player logged in from before?" reads the player's sessions by address.
CREATE INDEX sessions_user_ip_idx ON sessions (user_id, ip);
