-- The audit chain (docs/decisions-api.md#the-audit-chain): money and security events, append-only
-- and hash-chained. A row is inserted by core/audit in the transaction of the action it records;
-- it is sealed at that transaction's commit by a deferred trigger that takes the chain's lock,
-- reads the last sealed row and writes this row's position (`seq`, gapless), `prev_hash` and
-- `hash`. So the chain runs in commit order and the lock is held only while committing.
CREATE TABLE audit_log (
  -- Insert order (with holes left by rolled-back transactions); the chain's order is `seq`.
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seq bigint UNIQUE,
  at timestamptz NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('player', 'operator', 'agent', 'system')),
  actor_id bigint,
  actor_name text,
  action text NOT NULL,
  -- What the action was on: `deposit` + order number, `user` + id, `command` + name …
  subject_type text,
  subject_id text,
  -- Small and free of personal data in plaintext (no phone, e-mail, card or account number).
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  door text NOT NULL CHECK (door IN ('api', 'ops', 'dev', 'desk', 'system')),
  prev_hash text,
  hash text
);

-- The row's fields in one canonical text: each field as `<octets>:<text>` or `~` for null, joined
-- by `|`, after the previous row's hash. core/audit/chain.ts builds the same text to verify.
CREATE FUNCTION audit_log_text(r audit_log, at_seq bigint, prev_hash text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  fields text[] := ARRAY[
    at_seq::text, r.id::text, ((extract(epoch FROM r.at) * 1000000)::bigint)::text, r.actor_kind,
    r.actor_id::text, r.actor_name, r.action, r.subject_type, r.subject_id, r.detail::text, r.ip,
    r.door];
  out text := prev_hash;
  f text;
BEGIN
  FOREACH f IN ARRAY fields LOOP
    out := out || '|' || CASE WHEN f IS NULL THEN '~' ELSE octet_length(f)::text || ':' || f END;
  END LOOP;
  RETURN out;
END;
$$;

-- Seals one row at commit. Nothing after the lock waits for another lock, so it cannot deadlock
-- with the ledger's row locks taken earlier in the transaction.
CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
  next_seq bigint;
  prev text;
BEGIN
  -- A row that arrives sealed is a restore's copy of the chain (pg_restore's COPY fires triggers):
  -- it keeps its place, and audit:verify judges it like any other.
  IF NEW.hash IS NOT NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7261047);
  SELECT a.seq, a.hash INTO last_seq, last_hash
    FROM audit_log a WHERE a.seq IS NOT NULL ORDER BY a.seq DESC LIMIT 1;
  next_seq := coalesce(last_seq, 0) + 1;
  prev := coalesce(last_hash, repeat('0', 64));
  UPDATE audit_log
     SET seq = next_seq,
         prev_hash = prev,
         hash = encode(sha256(convert_to(audit_log_text(NEW, next_seq, prev), 'UTF8')), 'hex')
   WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER audit_log_sealed
  AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION audit_log_seal();

-- Append-only: the only change ever made is the seal, once, from the trigger above. TRUNCATE stays
-- possible for the test harness (tests/support/testDatabase.ts) and is no row-level event.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.hash IS NULL
     AND to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash' = to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash'
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER audit_log_no_change
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE INDEX audit_log_action_idx ON audit_log (action, id);
