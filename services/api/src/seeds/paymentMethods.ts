import {
  DEPOSIT_CHANNEL_TABLE,
  DEPOSIT_METHOD_AMOUNT_RANGE,
  DEPOSIT_METHODS,
  DEPOSIT_RANGES_YUAN,
  FEN_PER_YUAN,
  type CoinProtocol,
  type DepositChannelCode,
  type DepositMethod,
} from '@platform/api-client/contract';
import type { Queryable } from '../db/database';
import { RECEIVING_ACCOUNT_SEEDS, seedReceivingAccounts } from './receivingAccounts';
import type { Translated } from '../core/text';

function t(
  zh: string,
  hk: string,
  en: string,
  th: string,
  vn: string,
  pg: string,
  fp: string,
  md: string,
): Translated {
  return { zh, hk, en, th, vn, pg, fp, md };
}

/** The twelve deposit methods, as the deposit page names them (docs/product-rules.md#deposits). */
const METHOD_NAMES: Record<DepositMethod, Translated> = {
  bankCardTransfer: t(
    '银行卡转账',
    '銀行卡轉賬',
    'Bank card transfer',
    'โอนผ่านบัตรธนาคาร',
    'Chuyển khoản thẻ ngân hàng',
    'Transferência por cartão bancário',
    'Paglipat gamit ang card ng bangko',
    'ဘဏ်ကတ်ဖြင့် ငွေလွှဲ',
  ),
  bankCardRemittance: t(
    '银行卡汇款',
    '銀行卡匯款',
    'Bank card remittance',
    'ส่งเงินผ่านบัตรธนาคาร',
    'Chuyển tiền qua ngân hàng',
    'Remessa bancária',
    'Padala sa card ng bangko',
    'ဘဏ်ကတ်ဖြင့် ငွေပို့',
  ),
  blockchainTopUp: t(
    '区块链存款',
    '區塊鏈存款',
    'Blockchain deposit',
    'ฝากเงินผ่านบล็อกเชน',
    'Nạp tiền qua blockchain',
    'Depósito via blockchain',
    'Deposito sa blockchain',
    'ဘလော့ချိန်းဖြင့် ငွေသွင်း',
  ),
  thirdPartyTopUp: t(
    '第三方存款',
    '第三方存款',
    'Third-party deposit',
    'ฝากเงินผ่านบุคคลที่สาม',
    'Nạp tiền qua bên thứ ba',
    'Depósito por terceiros',
    'Deposito sa third party',
    'ပြင်ပအဖွဲ့မှတစ်ဆင့် ငွေသွင်း',
  ),
  coinPaymentApp: t(
    '币付钱包',
    '幣付錢包',
    'Coin payment app',
    'แอปชำระเงินด้วยเหรียญ',
    'Ví thanh toán tiền ảo',
    'App de pagamento em cripto',
    'App pambayad ng coin',
    'ဒင်္ဂါးငွေပေးချေမှု အက်ပ်',
  ),
  virtualCoinTopUp: t(
    '虚拟币存款',
    '虛擬幣存款',
    'Virtual coin deposit',
    'ฝากเงินด้วยเหรียญดิจิทัล',
    'Nạp tiền ảo',
    'Depósito em moeda virtual',
    'Deposito ng virtual coin',
    'ဒစ်ဂျစ်တယ်ငွေဖြင့် ငွေသွင်း',
  ),
  digitalRmb: t(
    '数字人民币',
    '數字人民幣',
    'Digital RMB',
    'หยวนดิจิทัล',
    'Nhân dân tệ kỹ thuật số',
    'RMB digital',
    'Digital na RMB',
    'ဒစ်ဂျစ်တယ် ယွမ်',
  ),
  valetTopUp: t(
    '代客存款',
    '代客存款',
    'Valet deposit',
    'ฝากเงินผ่านตัวแทน',
    'Nạp tiền hộ',
    'Depósito assistido',
    'Deposito sa tulong ng ahente',
    'ကိုယ်စားလှယ်မှတစ်ဆင့် ငွေသွင်း',
  ),
  prepaidVoucherWallet: t(
    '储值券钱包',
    '儲值券錢包',
    'Prepaid voucher wallet',
    'กระเป๋าบัตรพรีเพด',
    'Ví phiếu trả trước',
    'Carteira de vale pré-pago',
    'Wallet ng prepaid voucher',
    'ကြိုတင်ငွေဘောက်ချာ ပိုက်ဆံအိတ်',
  ),
  fastCardTransfer: t(
    '极速卡转卡',
    '極速卡轉卡',
    'Fast card transfer',
    'โอนบัตรด่วน',
    'Chuyển thẻ nhanh',
    'Transferência rápida entre cartões',
    'Mabilis na paglipat sa card',
    'အမြန် ကတ်ငွေလွှဲ',
  ),
  fastAlipay: t(
    '极速支付宝',
    '極速支付寶',
    'Fast Alipay',
    'Alipay ด่วน',
    'Alipay nhanh',
    'Alipay rápido',
    'Mabilis na Alipay',
    'အမြန် Alipay',
  ),
  shortVideoRedPacket: t(
    '短视频红包',
    '短片紅包',
    'Short-video red packet',
    'อั่งเปาวิดีโอสั้น',
    'Lì xì video ngắn',
    'Envelope vermelho de vídeo curto',
    'Red packet ng short video',
    'ဗီဒီယိုတို အနီရောင်စာအိတ်',
  ),
};

function viaProcessor(zh: string, hk: string, brand: string): Translated {
  return t(
    `三方${zh}`,
    `三方${hk}`,
    `${brand} via processor`,
    `${brand} ผ่านผู้ให้บริการ`,
    `${brand} qua bên thứ ba`,
    `${brand} via intermediador`,
    `${brand} sa pamamagitan ng processor`,
    `ပြင်ပအဖွဲ့မှတစ်ဆင့် ${brand}`,
  );
}

function walletApp(brand: string): Translated {
  return t(
    `${brand}钱包`,
    `${brand}錢包`,
    `${brand} wallet`,
    `กระเป๋า ${brand}`,
    `Ví ${brand}`,
    `Carteira ${brand}`,
    `Wallet ng ${brand}`,
    `${brand} ပိုက်ဆံအိတ်`,
  );
}

function onChain(protocol: CoinProtocol): Translated {
  return t(
    `链上 USDT (${protocol})`,
    `鏈上 USDT (${protocol})`,
    `On-chain USDT (${protocol})`,
    `USDT ออนเชน (${protocol})`,
    `USDT trên chuỗi (${protocol})`,
    `USDT na blockchain (${protocol})`,
    `USDT sa blockchain (${protocol})`,
    `ဘလော့ချိန်း USDT (${protocol})`,
  );
}

function coinTransfer(protocol: CoinProtocol): Translated {
  return t(
    `USDT-${protocol} 转账`,
    `USDT-${protocol} 轉賬`,
    `USDT (${protocol}) transfer`,
    `โอน USDT (${protocol})`,
    `Chuyển USDT (${protocol})`,
    `Transferência USDT (${protocol})`,
    `Paglipat ng USDT (${protocol})`,
    `USDT (${protocol}) ငွေလွှဲ`,
  );
}

/** Valet channels: an agent takes the payment by bank card, Alipay or WeChat. */
function valet(via: Translated): Translated {
  return t(
    `代客${via.zh}`,
    `代客${via.hk}`,
    `Valet: ${via.en}`,
    `ฝากผ่านตัวแทน: ${via.th}`,
    `Nạp hộ: ${via.vn}`,
    `Assistida: ${via.pg}`,
    `Ahente: ${via.fp}`,
    `ကိုယ်စားလှယ်: ${via.md}`,
  );
}

const brand = (zh: string, hk: string, name: string) =>
  t(zh, hk, name, name, name, name, name, name);

function redPacket(zh: string, hk: string, brand: string): Translated {
  return t(
    `${zh}红包`,
    `${hk}紅包`,
    `${brand} red packet`,
    `อั่งเปา ${brand}`,
    `Lì xì ${brand}`,
    `Envelope vermelho ${brand}`,
    `Red packet ng ${brand}`,
    `${brand} အနီရောင်စာအိတ်`,
  );
}

/** The channels' names; the channel set itself is the contract's DEPOSIT_CHANNEL_TABLE. */
const CHANNEL_NAMES: Record<DepositChannelCode, Translated> = {
  bankCardTransfer: t(
    '银行卡转卡',
    '銀行卡轉卡',
    'Card to card',
    'โอนบัตรต่อบัตร',
    'Chuyển thẻ sang thẻ',
    'Cartão para cartão',
    'Card sa card',
    'ကတ်မှ ကတ်သို့',
  ),
  alipayToCard: t(
    '支付宝转卡',
    '支付寶轉卡',
    'Alipay to card',
    'Alipay โอนเข้าบัตร',
    'Alipay chuyển vào thẻ',
    'Alipay para cartão',
    'Alipay papunta sa card',
    'Alipay မှ ကတ်သို့',
  ),
  wechatToCard: t(
    '微信转卡',
    '微信轉卡',
    'WeChat to card',
    'WeChat โอนเข้าบัตร',
    'WeChat chuyển vào thẻ',
    'WeChat para cartão',
    'WeChat papunta sa card',
    'WeChat မှ ကတ်သို့',
  ),
  bankCardRemittance: t(
    '网银汇款',
    '網銀匯款',
    'Online banking remittance',
    'ส่งเงินผ่านธนาคารออนไลน์',
    'Chuyển tiền qua ngân hàng trực tuyến',
    'Remessa por internet banking',
    'Padala sa online banking',
    'အွန်လိုင်းဘဏ်ဖြင့် ငွေပို့',
  ),
  atmRemittance: t(
    'ATM 汇款',
    'ATM 匯款',
    'ATM remittance',
    'ส่งเงินผ่านตู้ ATM',
    'Chuyển tiền qua ATM',
    'Remessa por caixa eletrônico',
    'Padala sa ATM',
    'ATM ဖြင့် ငွေပို့',
  ),
  blockchainTrc20: onChain('TRC20'),
  blockchainErc20: onChain('ERC20'),
  thirdPartyAlipay: viaProcessor('支付宝', '支付寶', 'Alipay'),
  thirdPartyWechat: viaProcessor('微信', '微信', 'WeChat Pay'),
  thirdPartyUnionPay: viaProcessor('云闪付', '雲閃付', 'UnionPay'),
  thirdPartyJdPay: viaProcessor('京东支付', '京東支付', 'JD Pay'),
  ebpayApp: walletApp('EBpay'),
  koipayApp: walletApp('KOIpay'),
  okpayApp: walletApp('OKpay'),
  topayApp: walletApp('ToPay'),
  virtualCoinTrc20: coinTransfer('TRC20'),
  virtualCoinErc20: coinTransfer('ERC20'),
  digitalRmbWallet: t(
    '数字人民币钱包',
    '數字人民幣錢包',
    'e-CNY wallet transfer',
    'โอนจากกระเป๋าหยวนดิจิทัล',
    'Chuyển từ ví NDT số',
    'Transferência da carteira e-CNY',
    'Paglipat mula sa e-CNY wallet',
    'ဒစ်ဂျစ်တယ်ယွမ် ပိုက်ဆံအိတ်မှ လွှဲ',
  ),
  digitalRmbScan: t(
    '数字人民币扫码',
    '數字人民幣掃碼',
    'e-CNY QR code',
    'สแกน QR หยวนดิจิทัล',
    'Quét mã NDT số',
    'QR code e-CNY',
    'QR code ng e-CNY',
    'ဒစ်ဂျစ်တယ်ယွမ် QR စကင်',
  ),
  valetBankCard: valet(
    t(
      '银行卡',
      '銀行卡',
      'bank card',
      'บัตรธนาคาร',
      'thẻ ngân hàng',
      'cartão bancário',
      'card ng bangko',
      'ဘဏ်ကတ်',
    ),
  ),
  valetAlipay: valet(brand('支付宝', '支付寶', 'Alipay')),
  valetWechat: valet(brand('微信', '微信', 'WeChat')),
  prepaidVoucherWallet: t(
    '储值券钱包',
    '儲值券錢包',
    'Voucher wallet',
    'กระเป๋าบัตรกำนัล',
    'Ví phiếu trả trước',
    'Carteira de vales',
    'Wallet ng voucher',
    'ဘောက်ချာ ပိုက်ဆံအိတ်',
  ),
  phoneRechargeCard: t(
    '话费充值卡',
    '話費充值卡',
    'Prepaid phone card',
    'บัตรเติมเงินมือถือ',
    'Thẻ nạp điện thoại',
    'Cartão de recarga de celular',
    'Load card ng telepono',
    'ဖုန်းငွေဖြည့်ကတ်',
  ),
  fastCardTransfer: t(
    '极速卡转卡',
    '極速卡轉卡',
    'Fast card to card',
    'โอนบัตรต่อบัตรด่วน',
    'Chuyển thẻ sang thẻ nhanh',
    'Cartão para cartão rápido',
    'Mabilis na card sa card',
    'အမြန် ကတ်မှ ကတ်သို့',
  ),
  fastMobileBanking: t(
    '极速手机银行',
    '極速手機銀行',
    'Fast mobile banking',
    'โมบายแบงก์กิ้งด่วน',
    'Ngân hàng di động nhanh',
    'Mobile banking rápido',
    'Mabilis na mobile banking',
    'အမြန် မိုဘိုင်းဘဏ်',
  ),
  fastAlipayTransfer: t(
    '极速支付宝转账',
    '極速支付寶轉賬',
    'Fast Alipay transfer',
    'โอน Alipay ด่วน',
    'Chuyển Alipay nhanh',
    'Transferência Alipay rápida',
    'Mabilis na paglipat sa Alipay',
    'အမြန် Alipay ငွေလွှဲ',
  ),
  fastAlipayScan: t(
    '极速支付宝扫码',
    '極速支付寶掃碼',
    'Fast Alipay QR code',
    'สแกน Alipay ด่วน',
    'Quét mã Alipay nhanh',
    'QR code Alipay rápido',
    'Mabilis na Alipay QR code',
    'အမြန် Alipay QR စကင်',
  ),
  fastAlipayRedPacket: redPacket('极速支付宝', '極速支付寶', 'Alipay'),
  douyinRedPacket: redPacket('抖音', '抖音', 'Douyin'),
  kuaishouRedPacket: redPacket('快手', '快手', 'Kuaishou'),
};

const yuan = (amounts: readonly number[]) => amounts.map((a) => a * FEN_PER_YUAN);

/**
 * Quick-pick amounts by range: common round sums inside each deposit amount range
 * (docs/product-rules.md#deposits).
 */
const QUICK_PICKS = {
  standard: yuan([100, 200, 500, 1_000, 2_000, 3_000]),
  large: yuan([100, 500, 1_000, 5_000, 10_000, 50_000]),
} as const;

/** Red packets carry set sums, so those channels take only their fixed amounts. */
const FIXED_AMOUNT_CHANNELS: Partial<Record<DepositChannelCode, number[]>> = {
  fastAlipayRedPacket: yuan([100, 200, 300, 500, 1_000, 2_000]),
  douyinRedPacket: yuan([100, 200, 300, 500]),
  kuaishouRedPacket: yuan([100, 200, 300, 500]),
};

export interface ChannelSeed {
  channel: DepositChannelCode;
  method: DepositMethod;
  sort: number;
  minAmount: number;
  maxAmount: number;
  fixedAmounts: number[];
  fixedAmountsOnly: boolean;
  name: Translated;
}

/**
 * Each channel takes its method's amount range (docs/product-rules.md#deposits; contract:
 * DEPOSIT_METHOD_AMOUNT_RANGE).
 */
export const DEPOSIT_CHANNEL_SEEDS: readonly ChannelSeed[] = DEPOSIT_CHANNEL_TABLE.map((row) => {
  const rangeName = DEPOSIT_METHOD_AMOUNT_RANGE[row.method];
  const range = DEPOSIT_RANGES_YUAN[rangeName];
  const fixed = FIXED_AMOUNT_CHANNELS[row.channel];
  return {
    channel: row.channel,
    method: row.method,
    sort: DEPOSIT_CHANNEL_TABLE.filter((r) => r.method === row.method).indexOf(row) + 1,
    minAmount: range.min * FEN_PER_YUAN,
    maxAmount: range.max * FEN_PER_YUAN,
    fixedAmounts: fixed ?? [...QUICK_PICKS[rangeName]],
    fixedAmountsOnly: fixed !== undefined,
    name: CHANNEL_NAMES[row.channel],
  };
});

/** Everything this seed writes, for the seed fingerprint. */
export const PAYMENT_METHOD_SEEDS = {
  methods: METHOD_NAMES,
  channels: DEPOSIT_CHANNEL_SEEDS,
  receivingAccounts: RECEIVING_ACCOUNT_SEEDS,
};

export async function seedPaymentMethods(tx: Queryable): Promise<void> {
  for (const [index, method] of DEPOSIT_METHODS.entries()) {
    await tx.query(
      `INSERT INTO deposit_methods (method, sort, icon_url) VALUES ($1, $2, NULL)
       ON CONFLICT (method) DO NOTHING`,
      [method, index + 1],
    );
    for (const [lang, name] of Object.entries(METHOD_NAMES[method])) {
      await tx.query(
        `INSERT INTO deposit_method_translations (method, lang, name) VALUES ($1, $2, $3)
         ON CONFLICT (method, lang) DO NOTHING`,
        [method, lang, name],
      );
    }
  }
  for (const c of DEPOSIT_CHANNEL_SEEDS) {
    await tx.query(
      `INSERT INTO deposit_channels
         (channel, method, sort, min_amount, max_amount, fixed_amounts, fixed_amounts_only)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (channel) DO NOTHING`,
      [
        c.channel,
        c.method,
        c.sort,
        c.minAmount,
        c.maxAmount,
        JSON.stringify(c.fixedAmounts),
        c.fixedAmountsOnly,
      ],
    );
    for (const [lang, name] of Object.entries(c.name)) {
      await tx.query(
        `INSERT INTO deposit_channel_translations (channel, lang, name) VALUES ($1, $2, $3)
         ON CONFLICT (channel, lang) DO NOTHING`,
        [c.channel, lang, name],
      );
    }
  }
  await seedReceivingAccounts(tx);
}
