import type {
  CoinProtocol,
  DepositChannelCode,
  DepositMethod,
} from '@platform/api-client/contract';
import { sandboxQrCode } from '../modules/wallet';
import type { Queryable } from '../db/database';

export interface ReceivingAccountSeed {
  code: string;
  method: DepositMethod;
  channel?: DepositChannelCode;
  protocol?: CoinProtocol;
  accountName?: string;
  accountNumber?: string;
  bankName?: string;
  bankBranch?: string;
  /** Whether the account shows a payment QR code (a sandbox picture). */
  qr?: boolean;
}

/**
 * The sandbox processor's payees: a few per method, shown as a bank or wallet would print them
 * (names and banks are data, not translated). Operators replace these with real accounts.
 */
export const RECEIVING_ACCOUNT_SEEDS: readonly ReceivingAccountSeed[] = [
  {
    code: 'card-icbc-1',
    method: 'bankCardTransfer',
    accountName: '星游科技有限公司',
    accountNumber: '6222020200112233445',
    bankName: '中国工商银行',
    bankBranch: '深圳福田支行',
  },
  {
    code: 'card-ccb-1',
    method: 'bankCardTransfer',
    accountName: '星游科技有限公司',
    accountNumber: '6217000010022334455',
    bankName: '中国建设银行',
    bankBranch: '广州天河支行',
  },
  {
    code: 'card-abc-1',
    method: 'bankCardRemittance',
    accountName: '星游网络服务有限公司',
    accountNumber: '6228480010033445566',
    bankName: '中国农业银行',
    bankBranch: '上海浦东分行',
  },
  {
    code: 'card-boc-1',
    method: 'bankCardRemittance',
    accountName: '星游网络服务有限公司',
    accountNumber: '6216610100044556677',
    bankName: '中国银行',
    bankBranch: '北京朝阳支行',
  },
  {
    code: 'chain-trc20-1',
    method: 'blockchainTopUp',
    protocol: 'TRC20',
    accountNumber: 'TXsandboxDeposit7Kq2Lm9Np4Rs6Vw8Yz',
    qr: true,
  },
  {
    code: 'chain-trc20-2',
    method: 'blockchainTopUp',
    protocol: 'TRC20',
    accountNumber: 'TQsandboxDeposit3Hj5Kl7Mn9Pq2Rt4Uv',
    qr: true,
  },
  {
    code: 'chain-erc20-1',
    method: 'blockchainTopUp',
    protocol: 'ERC20',
    accountNumber: '0x5a1dB0c0ffee5a1dB0c0ffee5a1dB0c0ffee0001',
    qr: true,
  },
  {
    code: 'processor-1',
    method: 'thirdPartyTopUp',
    accountName: 'StarPlay Pay',
    accountNumber: 'SP-SANDBOX-001',
    qr: true,
  },
  {
    code: 'processor-2',
    method: 'thirdPartyTopUp',
    accountName: 'StarPlay Pay',
    accountNumber: 'SP-SANDBOX-002',
    qr: true,
  },
  {
    code: 'app-ebpay-1',
    method: 'coinPaymentApp',
    channel: 'ebpayApp',
    protocol: 'TRC20',
    accountName: 'StarPlay',
    accountNumber: 'ebSandboxReceive000001',
    qr: true,
  },
  {
    code: 'app-koipay-1',
    method: 'coinPaymentApp',
    channel: 'koipayApp',
    protocol: 'TRC20',
    accountName: 'StarPlay',
    accountNumber: 'kbSandboxReceive000001',
    qr: true,
  },
  {
    code: 'app-okpay-1',
    method: 'coinPaymentApp',
    channel: 'okpayApp',
    protocol: 'TRC20',
    accountName: 'StarPlay',
    accountNumber: 'okSandboxReceive000001',
    qr: true,
  },
  {
    code: 'app-topay-1',
    method: 'coinPaymentApp',
    channel: 'topayApp',
    protocol: 'TRC20',
    accountName: 'StarPlay',
    accountNumber: 'tpSandboxReceive000001',
    qr: true,
  },
  {
    code: 'coin-trc20-1',
    method: 'virtualCoinTopUp',
    protocol: 'TRC20',
    accountNumber: 'TVsandboxCoinTopUp2Ab4Cd6Ef8Gh1Jk3',
    qr: true,
  },
  {
    code: 'coin-erc20-1',
    method: 'virtualCoinTopUp',
    protocol: 'ERC20',
    accountNumber: '0x7c0inT0pUp7c0inT0pUp7c0inT0pUp7c0in00001',
    qr: true,
  },
  {
    code: 'ecny-1',
    method: 'digitalRmb',
    accountName: '星游科技有限公司',
    accountNumber: '0031000100200300',
    bankName: '数字人民币',
    qr: true,
  },
  {
    code: 'ecny-2',
    method: 'digitalRmb',
    accountName: '星游网络服务有限公司',
    accountNumber: '0031000100200301',
    bankName: '数字人民币',
    qr: true,
  },
  {
    code: 'valet-card-1',
    method: 'valetTopUp',
    accountName: '李明',
    accountNumber: '6214830100155667788',
    bankName: '招商银行',
    bankBranch: '杭州西湖支行',
    qr: true,
  },
  {
    code: 'valet-card-2',
    method: 'valetTopUp',
    accountName: '王芳',
    accountNumber: '6226090100166778899',
    bankName: '交通银行',
    bankBranch: '南京鼓楼支行',
    qr: true,
  },
  {
    code: 'voucher-wallet-1',
    method: 'prepaidVoucherWallet',
    accountName: 'StarPlay',
    accountNumber: 'PV-SANDBOX-0001',
    qr: true,
  },
  {
    code: 'fast-card-1',
    method: 'fastCardTransfer',
    accountName: '张伟',
    accountNumber: '6230580100177889900',
    bankName: '平安银行',
    bankBranch: '深圳南山支行',
  },
  {
    code: 'fast-card-2',
    method: 'fastCardTransfer',
    accountName: '刘洋',
    accountNumber: '6259650100188990011',
    bankName: '中国民生银行',
    bankBranch: '成都高新支行',
  },
  {
    code: 'fast-alipay-1',
    method: 'fastAlipay',
    accountName: '陈静',
    accountNumber: 'pay.sandbox01@starplay.example',
    qr: true,
  },
  {
    code: 'fast-alipay-2',
    method: 'fastAlipay',
    accountName: '赵磊',
    accountNumber: 'pay.sandbox02@starplay.example',
    qr: true,
  },
  {
    code: 'douyin-1',
    method: 'shortVideoRedPacket',
    channel: 'douyinRedPacket',
    accountName: 'StarPlay',
    accountNumber: 'douyin_sandbox_001',
    qr: true,
  },
  {
    code: 'kuaishou-1',
    method: 'shortVideoRedPacket',
    channel: 'kuaishouRedPacket',
    accountName: 'StarPlay',
    accountNumber: 'kuaishou_sandbox_001',
    qr: true,
  },
];

export async function seedReceivingAccounts(tx: Queryable): Promise<void> {
  for (const a of RECEIVING_ACCOUNT_SEEDS) {
    await tx.query(
      `INSERT INTO deposit_receiving_accounts
         (code, method, channel, protocol, account_name, account_number, bank_name, bank_branch, qr_code_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (code) DO NOTHING`,
      [
        a.code,
        a.method,
        a.channel ?? null,
        a.protocol ?? null,
        a.accountName ?? null,
        a.accountNumber ?? null,
        a.bankName ?? null,
        a.bankBranch ?? null,
        a.qr ? sandboxQrCode(a.code) : null,
      ],
    );
  }
}
