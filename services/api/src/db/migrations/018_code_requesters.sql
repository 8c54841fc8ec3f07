-- A code answers only whoever asked for it: the member, or the guest flow's address. Codes live
-- five minutes, so the ones pending during the upgrade are simply retired.
ALTER TABLE verification_codes ADD COLUMN requester text NOT NULL DEFAULT '';
UPDATE verification_codes SET consumed_at = now() WHERE consumed_at IS NULL;
ALTER TABLE verification_codes ALTER COLUMN requester DROP DEFAULT;
DROP INDEX verification_codes_lookup_idx;
CREATE INDEX verification_codes_lookup_idx
  ON verification_codes (channel, purpose, target, requester, id DESC);
