-- A stolen session must not become a takeover (docs/decisions-api.md#account-takeover).

-- Sessions end after a spell without use as well as at their absolute end
-- (domain/auth/sessionPolicy.ts). Use refreshes last_seen_at at most once a minute. Sessions open
-- when this runs start their idle time now rather than at their creation, so nobody is signed out
-- by the deploy itself.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- When the login password was last proved on this session (confirmLoginPassword): binding or
-- changing a phone or e-mail, the payment password and a payment account need it within minutes.
-- Wrong proofs in a row are counted per session; too many end the session.
ALTER TABLE sessions ADD COLUMN password_confirmed_at timestamptz;
ALTER TABLE sessions ADD COLUMN password_confirm_failures integer NOT NULL DEFAULT 0
  CHECK (password_confirm_failures >= 0);

-- When the bound phone and e-mail were bound (or changed) after registration; null for those given
-- at registration or bound before this column existed. A password reset through a channel bound in
-- the last 24 hours is refused.
ALTER TABLE users ADD COLUMN mobile_bound_at timestamptz;
ALTER TABLE users ADD COLUMN email_bound_at timestamptz;
