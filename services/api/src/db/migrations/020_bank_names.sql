-- A bank's name is the bank's own in every language (docs/decisions-api.md#language): its Chinese
-- name in zh and hk, elsewhere that name followed by its official English name, the same text in all
-- six. Banks seeded earlier had English, Thai or Vietnamese names instead; a fresh database gets the
-- new names from the seed (db/seed/sysBanks.ts).
UPDATE sys_bank_translations t
SET bank_name = zh.bank_name || ' (' || en.bank_name || ')'
FROM sys_bank_translations zh, sys_bank_translations en
WHERE zh.bank_id = t.bank_id AND zh.lang = 'zh'
  AND en.bank_id = t.bank_id AND en.lang = 'en'
  AND t.lang NOT IN ('zh', 'hk')
  AND position(zh.bank_name IN en.bank_name) = 0;
