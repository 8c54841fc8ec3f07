import type { Queryable } from '../database';
import type { Translated } from './translated';

interface SysBankSeed {
  bankCode: string;
  name: Translated;
}

/**
 * A bank's name: its own Chinese names in zh/hk, its official English name, and a local name where
 * the bank is known by one (Vietnamese reads Chinese bank names in Sino-Vietnamese; ICBC and Bank
 * of China trade in Thailand under Thai names). Elsewhere the official English name is the name.
 */
function bankNames(zh: string, hk: string, en: string, local: { vn: string; th?: string }) {
  return { zh, hk, en, th: local.th ?? en, vn: local.vn, pg: en, fp: en, md: en };
}

/**
 * The 15 withdrawal banks (SUPPORTED_WITHDRAWAL_BANKS, docs/product-rules.md#payment-accounts), in
 * the picker's order.
 */
export const SYS_BANKS: readonly SysBankSeed[] = [
  {
    bankCode: 'ICBC',
    name: bankNames('中国工商银行', '中國工商銀行', 'Industrial and Commercial Bank of China', {
      vn: 'Ngân hàng Công Thương Trung Quốc',
      th: 'ธนาคารไอซีบีซี',
    }),
  },
  {
    bankCode: 'CCB',
    name: bankNames('中国建设银行', '中國建設銀行', 'China Construction Bank', {
      vn: 'Ngân hàng Xây dựng Trung Quốc',
    }),
  },
  {
    bankCode: 'ABC',
    name: bankNames('中国农业银行', '中國農業銀行', 'Agricultural Bank of China', {
      vn: 'Ngân hàng Nông nghiệp Trung Quốc',
    }),
  },
  {
    bankCode: 'BOC',
    name: bankNames('中国银行', '中國銀行', 'Bank of China', {
      vn: 'Ngân hàng Trung Quốc',
      th: 'ธนาคารแห่งประเทศจีน',
    }),
  },
  {
    bankCode: 'BOCOM',
    name: bankNames('交通银行', '交通銀行', 'Bank of Communications', {
      vn: 'Ngân hàng Giao thông',
    }),
  },
  {
    bankCode: 'CMB',
    name: bankNames('招商银行', '招商銀行', 'China Merchants Bank', {
      vn: 'Ngân hàng Chiêu Thương',
    }),
  },
  {
    bankCode: 'PSBC',
    name: bankNames('中国邮政储蓄银行', '中國郵政儲蓄銀行', 'Postal Savings Bank of China', {
      vn: 'Ngân hàng Tiết kiệm Bưu chính Trung Quốc',
    }),
  },
  {
    bankCode: 'CITIC',
    name: bankNames('中信银行', '中信銀行', 'China CITIC Bank', { vn: 'Ngân hàng Trung Tín' }),
  },
  {
    bankCode: 'CEB',
    name: bankNames('中国光大银行', '中國光大銀行', 'China Everbright Bank', {
      vn: 'Ngân hàng Quang Đại Trung Quốc',
    }),
  },
  {
    bankCode: 'CMBC',
    name: bankNames('中国民生银行', '中國民生銀行', 'China Minsheng Bank', {
      vn: 'Ngân hàng Dân Sinh Trung Quốc',
    }),
  },
  {
    bankCode: 'SPDB',
    name: bankNames('上海浦东发展银行', '上海浦東發展銀行', 'Shanghai Pudong Development Bank', {
      vn: 'Ngân hàng Phát triển Phố Đông Thượng Hải',
    }),
  },
  {
    bankCode: 'CIB',
    name: bankNames('兴业银行', '興業銀行', 'Industrial Bank', { vn: 'Ngân hàng Hưng Nghiệp' }),
  },
  {
    bankCode: 'PAB',
    name: bankNames('平安银行', '平安銀行', 'Ping An Bank', { vn: 'Ngân hàng Bình An' }),
  },
  {
    bankCode: 'HXB',
    name: bankNames('华夏银行', '華夏銀行', 'Hua Xia Bank', { vn: 'Ngân hàng Hoa Hạ' }),
  },
  {
    bankCode: 'CGB',
    name: bankNames('广发银行', '廣發銀行', 'China Guangfa Bank', { vn: 'Ngân hàng Quảng Phát' }),
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
