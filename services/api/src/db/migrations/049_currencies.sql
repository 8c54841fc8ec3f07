-- Each currency has its own house accounts (docs/product-rules.md#currency): one per kind and
-- currency, so a transfer's legs are always in one currency (the ledger functions refuse a mix).
DROP INDEX IF EXISTS ledger_accounts_house_key;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (kind, currency) WHERE owner_user_id IS NULL;
