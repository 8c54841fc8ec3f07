import { routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { type DepositOrder, type ReceivingAccount } from '@platform/api-client';
import {
  Button,
  List,
  NoticeBar,
  useAppNavigate,
  CopyButton,
  formatDateTime,
  useMoney,
} from '@platform/ui';

/** A value the player pastes into their bank or wallet app, with its copy button named by `what`. */
function Copyable({ text, what, testId }: { text: string; what: string; testId?: string }) {
  return (
    <span className="wallet-copyable">
      <span className="wallet-break">{text}</span>
      <CopyButton text={text} what={what} testId={testId} />
    </span>
  );
}

/**
 * "Waiting for payment": where to send exactly the order's amount (docs/product-rules.md#deposits),
 * with copy buttons, the QR code or the processor's page where the channel has one, and the
 * deadline.
 */
export function PaymentInstructions({
  order,
  account,
}: {
  order: DepositOrder;
  account: ReceivingAccount | null;
}) {
  const { t, i18n } = useTranslation('wallet');
  const money = useMoney();
  const navigate = useAppNavigate();
  const coin = account?.virtualCoin ?? null;
  const rows: [string, ReactNode][] = [
    [
      t('deposit.pay.amount'),
      <Copyable
        key="a"
        text={money.plain(order.amount)}
        what={t('deposit.pay.amount')}
        testId="copy-amount"
      />,
    ],
  ];
  if (coin) {
    rows.push(
      [t('deposit.pay.coin'), `${coin.coinType} · ${coin.protocol}`],
      [
        t('deposit.pay.coinAmount'),
        <Copyable key="c" text={coin.coinAmount} what={t('deposit.pay.coinAmount')} />,
      ],
      [t('deposit.pay.exchangeRate'), coin.exchangeRate],
    );
  }
  if (account?.bankName) rows.push([t('deposit.pay.bankName'), account.bankName]);
  if (account?.bankBranch) rows.push([t('deposit.pay.bankBranch'), account.bankBranch]);
  if (account?.accountName)
    rows.push([
      t('deposit.pay.accountName'),
      <Copyable key="n" text={account.accountName} what={t('deposit.pay.accountName')} />,
    ]);
  if (account?.accountNumber) {
    const what = t(coin ? 'deposit.pay.address' : 'deposit.pay.accountNumber');
    rows.push([
      what,
      <Copyable key="no" text={account.accountNumber} what={what} testId="copy-account" />,
    ]);
  }
  if (account?.remark)
    rows.push([
      t('deposit.pay.remark'),
      <Copyable key="r" text={account.remark} what={t('deposit.pay.remark')} />,
    ]);

  return (
    <section data-testid="payment-instructions">
      <NoticeBar
        className="wallet-notice"
        color="alert"
        wrap
        content={t('deposit.pay.exactAmount')}
      />
      <List header={t('deposit.pay.title')}>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={value}>
            {label}
          </List.Item>
        ))}
      </List>
      {account?.qrCodeUrl && (
        <div className="wallet-section wallet-center">
          <img className="wallet-qr" src={account.qrCodeUrl} alt={t('deposit.pay.qrCode')} />
          <p className="wallet-hint">{t('deposit.pay.qrHint')}</p>
        </div>
      )}
      {account?.payUrl && (
        <div className="wallet-actions">
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() =>
              navigate(
                routePath('payPage', {
                  url: account.payUrl ?? '',
                  orderNo: order.orderNo,
                }),
              )
            }
          >
            {t('deposit.pay.openPayPage')}
          </Button>
        </div>
      )}
      <p className="wallet-hint wallet-range">
        {t('deposit.pay.deadline', {
          time: formatDateTime(order.expiresAt, i18n.language, { zone: true }),
        })}
      </p>
    </section>
  );
}
