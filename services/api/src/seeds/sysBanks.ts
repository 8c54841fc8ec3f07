import type { Queryable } from '../db/database';
import type { Translated } from '../core/text';

interface SysBankSeed {
  bankCode: string;
  name: Translated;
}

/**
 * A bank's name is the bank's own, never a translation (docs/decisions-api.md#language): its
 * Chinese name (the one printed on the card and in the player's bank app) in zh and hk, and in every
 * other language that name followed by the bank's official English name, the same text in all six.
 */
function bankNames(zh: string, hk: string, en: string): Translated {
  const own = `${zh} (${en})`;
  return { zh, hk, en: own, th: own, vn: own, pg: own, fp: own, md: own };
}

/**
 * The 15 withdrawal banks (SUPPORTED_WITHDRAWAL_BANKS, docs/product-rules.md#payment-accounts), in
 * the picker's order.
 */
export const SYS_BANKS: readonly SysBankSeed[] = [
  {
    bankCode: 'ICBC',
    name: bankNames('中国工商银行', '中國工商銀行', 'Industrial and Commercial Bank of China'),
  },
  {
    bankCode: 'CCB',
    name: bankNames('中国建设银行', '中國建設銀行', 'China Construction Bank'),
  },
  {
    bankCode: 'ABC',
    name: bankNames('中国农业银行', '中國農業銀行', 'Agricultural Bank of China'),
  },
  {
    bankCode: 'BOC',
    name: bankNames('中国银行', '中國銀行', 'Bank of China'),
  },
  {
    bankCode: 'BOCOM',
    name: bankNames('交通银行', '交通銀行', 'Bank of Communications'),
  },
  {
    bankCode: 'CMB',
    name: bankNames('招商银行', '招商銀行', 'China Merchants Bank'),
  },
  {
    bankCode: 'PSBC',
    name: bankNames('中国邮政储蓄银行', '中國郵政儲蓄銀行', 'Postal Savings Bank of China'),
  },
  {
    bankCode: 'CITIC',
    name: bankNames('中信银行', '中信銀行', 'China CITIC Bank'),
  },
  {
    bankCode: 'CEB',
    name: bankNames('中国光大银行', '中國光大銀行', 'China Everbright Bank'),
  },
  {
    bankCode: 'CMBC',
    name: bankNames('中国民生银行', '中國民生銀行', 'China Minsheng Bank'),
  },
  {
    bankCode: 'SPDB',
    name: bankNames('上海浦东发展银行', '上海浦東發展銀行', 'Shanghai Pudong Development Bank'),
  },
  {
    bankCode: 'CIB',
    name: bankNames('兴业银行', '興業銀行', 'Industrial Bank'),
  },
  {
    bankCode: 'PAB',
    name: bankNames('平安银行', '平安銀行', 'Ping An Bank'),
  },
  {
    bankCode: 'HXB',
    name: bankNames('华夏银行', '華夏銀行', 'Hua Xia Bank'),
  },
  {
    bankCode: 'CGB',
    name: bankNames('广发银行', '廣發銀行', 'China Guangfa Bank'),
  },
];

export async function seedSysBanks(tx: Queryable): Promise<void> {
  for (const [sort, bank] of SYS_BANKS.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO sys_banks (bank_code, sort) VALUES ($1, $2)
       ON CONFLICT (bank_code) DO UPDATE SET bank_code = EXCLUDED.bank_code RETURNING id`,
      [bank.bankCode, sort],
    );
    const id = rows[0]!.id;
    for (const [lang, name] of Object.entries(bank.name)) {
      await tx.query(
        `INSERT INTO sys_bank_translations (bank_id, lang, bank_name) VALUES ($1, $2, $3)
         ON CONFLICT (bank_id, lang) DO NOTHING`,
        [id, lang, name],
      );
    }
  }
}
