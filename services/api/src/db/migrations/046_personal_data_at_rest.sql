-- Personal data at rest (docs/decisions-api.md#personal-data-at-rest): each personal value is kept
-- sealed (AES-256-GCM under a per-value data key, core/vault) in a `*_sealed` column, and what must
-- be unique or looked up by value also as a keyed blind index (`*_index`, HMAC-SHA-256). The keys
-- are not in SQL: existing plaintext rows are sealed by the start-up (prepare.ts) and their
-- plaintext columns set to null; the unique rules move to the indexes now.

ALTER TABLE users ADD COLUMN mobile_sealed text;
ALTER TABLE users ADD COLUMN mobile_index text;
ALTER TABLE users ADD COLUMN email_sealed text;
ALTER TABLE users ADD COLUMN email_index text;
ALTER TABLE users ADD COLUMN real_name_sealed text;
DROP INDEX users_mobile_key;
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_mobile_index_key ON users (mobile_index) WHERE mobile_index IS NOT NULL;
CREATE UNIQUE INDEX users_email_index_key ON users (email_index) WHERE email_index IS NOT NULL;

ALTER TABLE user_bank_cards ADD COLUMN card_number_sealed text;
ALTER TABLE user_bank_cards ADD COLUMN card_number_index text;
ALTER TABLE user_bank_cards ADD COLUMN branch_address_sealed text;
ALTER TABLE user_bank_cards ADD COLUMN holder_name_sealed text;
ALTER TABLE user_bank_cards ALTER COLUMN card_number DROP NOT NULL;
ALTER TABLE user_bank_cards ALTER COLUMN branch_address DROP NOT NULL;
ALTER TABLE user_bank_cards ALTER COLUMN holder_name DROP NOT NULL;
ALTER TABLE user_bank_cards DROP CONSTRAINT user_bank_cards_card_number_check;
DROP INDEX user_bank_cards_number_key;
CREATE UNIQUE INDEX user_bank_cards_number_index_key ON user_bank_cards (card_number_index)
  WHERE deleted_at IS NULL;

-- The index of an address is of `<protocol>:<address>` (ERC20 lower-cased), so it alone is unique.
ALTER TABLE user_blockchain_accounts ADD COLUMN address_sealed text;
ALTER TABLE user_blockchain_accounts ADD COLUMN address_index text;
ALTER TABLE user_blockchain_accounts ALTER COLUMN address DROP NOT NULL;
DROP INDEX user_blockchain_accounts_address_key;
CREATE UNIQUE INDEX user_blockchain_accounts_address_index_key
  ON user_blockchain_accounts (address_index) WHERE deleted_at IS NULL;

-- The index of an e-wallet account is of `<type>:<platform>:<account>`.
ALTER TABLE user_third_party_accounts ADD COLUMN account_sealed text;
ALTER TABLE user_third_party_accounts ADD COLUMN account_index text;
ALTER TABLE user_third_party_accounts ALTER COLUMN account DROP NOT NULL;
DROP INDEX user_third_party_accounts_account_key;
CREATE UNIQUE INDEX user_third_party_accounts_account_index_key
  ON user_third_party_accounts (account_index) WHERE deleted_at IS NULL;

-- The depositor's name as typed on a deposit.
ALTER TABLE deposit_orders ADD COLUMN payer_name_sealed text;
ALTER TABLE deposit_orders ALTER COLUMN payer_name DROP NOT NULL;

-- Codes and captcha answers are kept as salted HMACs, and a code's destination as its blind
-- index. They live five minutes: the ones pending during the upgrade are simply retired.
DELETE FROM verification_codes;
DELETE FROM captchas;

-- The gateway's record keeps the destination as a blind index and the text sealed (the start-up
-- seals older rows); the code is not kept at all.
ALTER TABLE outbox DROP COLUMN code;

-- A bound or changed phone or e-mail is told masked; messages written before that was so are
-- masked the same way (a no-op on masked text).
UPDATE messages
SET content = regexp_replace(content, '([0-9]{3})[0-9]{4}([0-9]{4})', '\1****\2', 'g'),
    params = CASE WHEN params ? 'mobile' THEN jsonb_set(params, '{mobile}', to_jsonb(
      regexp_replace(params->>'mobile', '([0-9]{3})[0-9]{4}([0-9]{4})', '\1****\2', 'g'))) ELSE params END
WHERE body_key IN ('phoneChanged.body', 'phoneBound.body');
UPDATE messages
SET content = regexp_replace(content, '([A-Za-z0-9])[A-Za-z0-9._%+-]*@', '\1***@', 'g'),
    params = CASE WHEN params ? 'email' THEN jsonb_set(params, '{email}', to_jsonb(
      regexp_replace(params->>'email', '([A-Za-z0-9])[A-Za-z0-9._%+-]*@', '\1***@', 'g'))) ELSE params END
WHERE body_key IN ('emailChanged.body', 'emailBound.body');
