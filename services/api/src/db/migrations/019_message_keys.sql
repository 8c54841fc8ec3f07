-- Messages are read in the reader's language (docs/product-rules.md#messages): a system-written
-- message is rendered from title_key, body_key and params when it is read; an announcement from its
-- translation (announcement_translations). This converts what the earlier rows allow.

-- 1. Rows written as English text without keys: known titles get their keys, and the params are
--    read back out of the English text. A row whose text does not match stays free text, shown as
--    stored.
UPDATE messages m
SET title_key = k.key || '.title',
    body_key = k.key || '.body',
    params = COALESCE(
      (SELECT jsonb_object_agg(p.name, p.value)
       FROM unnest(k.names, regexp_match(m.content, k.pattern)) AS p(name, value)
       WHERE p.name IS NOT NULL),
      '{}'::jsonb)
FROM (VALUES
  ('Deposit credited', 'depositSucceeded',
   '^Your deposit of (.+) yuan \(order (.+)\) has been credited', ARRAY['amount', 'orderNo']),
  ('Deposit failed', 'depositFailed',
   '^Your deposit of (.+) yuan \(order (.+)\) was not credited: (.+)\. If you have paid',
   ARRAY['amount', 'orderNo', 'reason']),
  ('Withdrawal paid', 'withdrawalPaid',
   '^Your withdrawal of (.+) yuan \(order (.+)\) has been paid out', ARRAY['amount', 'orderNo']),
  ('Withdrawal failed', 'withdrawalFailed',
   '^Your withdrawal of (.+) yuan \(order (.+)\) did not go through: (.+)\. The amount is back',
   ARRAY['amount', 'orderNo', 'reason']),
  ('Welcome to StarPlay', 'welcome', '^Hello (.+), welcome to StarPlay!', ARRAY['username']),
  ('Login password changed', 'passwordChanged',
   '^Your login password was changed at (.+) and devices', ARRAY['time']),
  ('Payment password set', 'payPasswordSet',
   '^Your payment password was set at (.+)\. Never share', ARRAY['time']),
  ('Payment password changed', 'payPasswordChanged',
   '^Your payment password was changed at (.+)\. If this', ARRAY['time']),
  ('Payment password locked', 'payPasswordLocked',
   'are locked until (.+)\. If this was not you', ARRAY['until']),
  ('Phone number changed', 'phoneChanged',
   '^The phone number of your account was changed to (.+) at (.+)\. If this',
   ARRAY['mobile', 'time']),
  ('E-mail address changed', 'emailChanged',
   '^The e-mail address of your account was changed to (.+) at (.+)\. If this',
   ARRAY['email', 'time']),
  ('Your account is now an agent account', 'agentConverted',
   '^Your account has been converted', ARRAY[]::text[])
) AS k(title, key, pattern, names)
WHERE m.title_key IS NULL
  AND m.announcement_id IS NULL
  AND m.title = k.title
  AND m.content ~ k.pattern;

-- 2. The default reasons, written out in English, become the translatable text again.
UPDATE messages
SET params = jsonb_set(params, '{reason}', '{"key": "depositFailed.defaultReason"}'::jsonb)
WHERE body_key = 'depositFailed.body' AND params ->> 'reason' = 'the payment could not be confirmed';
UPDATE messages
SET params = jsonb_set(params, '{reason}', '{"key": "withdrawalFailed.defaultReason"}'::jsonb)
WHERE body_key = 'withdrawalFailed.body'
  AND params ->> 'reason' = 'the receiving account could not be verified';

-- 3. Amounts and times were stored already formatted ("1,234.56", "2026-01-15 12:45 (GMT+8)"):
--    kept raw now (fen, ISO 8601), so they are formatted when the message is read.
UPDATE messages m
SET params = (
  SELECT jsonb_object_agg(e.key, CASE
    WHEN e.key = 'amount' AND e.value #>> '{}' ~ '^[0-9,]+\.[0-9]{2}$'
      THEN jsonb_build_object('fen', (replace(e.value #>> '{}', ',', '')::numeric * 100)::bigint)
    WHEN e.key IN ('time', 'until')
      AND e.value #>> '{}' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} \(GMT\+8\)$'
      THEN jsonb_build_object('at', to_char(
        (substring(e.value #>> '{}' FROM 1 FOR 16) || ':00+08')::timestamptz AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ELSE e.value
  END)
  FROM jsonb_each(m.params) AS e)
WHERE m.body_key IS NOT NULL AND m.params <> '{}'::jsonb;
