import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { List, formatDateTime } from '@platform/ui';
import type { PaymentAccount } from '../hooks/useAccounts';
import { maskAccount } from '../mask';

type Row = [label: string, value: ReactNode];

/**
 * Every field of one account. Card numbers, addresses and wallet accounts arrive masked (last four
 * only: docs/decisions-api.md#personal-data-at-rest), so there is nothing to copy.
 */
export function AccountDetails({ account }: { account: PaymentAccount }) {
  const { t, i18n } = useTranslation('wallet');
  const field = (name: string) => t(`cards.field.${name}`);
  let rows: Row[];
  if (account.kind === 'bankCard') {
    const { card } = account;
    rows = [
      [field('bank'), card.bankName],
      [field('cardNumber'), maskAccount(card.cardNumber)],
      [field('holderName'), card.holderName],
      [field('cardType'), t(`cards.cardType.${card.cardType}`)],
      [field('branchAddress'), card.branchAddress],
      [t('cards.boundAt'), formatDateTime(card.createdAt, i18n.language, { zone: true })],
    ];
  } else if (account.kind === 'virtualCoin') {
    const { coin } = account;
    rows = [
      [field('alias'), coin.alias],
      [field('coinType'), coin.coinType],
      [field('protocol'), coin.protocol],
      [field('address'), maskAccount(coin.address)],
      [t('cards.boundAt'), formatDateTime(coin.createdAt, i18n.language, { zone: true })],
    ];
  } else {
    const { thirdParty } = account;
    rows = [
      [t('cards.field.kind'), t(`cards.kind.${account.kind}`)],
      [field('alias'), thirdParty.alias],
      ...(thirdParty.platformName ? [[field('platformName'), thirdParty.platformName] as Row] : []),
      [field('account'), maskAccount(thirdParty.account)],
      ...(thirdParty.qrCodeUrl
        ? [
            [
              field('qrCode'),
              <img
                key="qr"
                className="wallet-qr"
                src={thirdParty.qrCodeUrl}
                alt={field('qrCode')}
              />,
            ] as Row,
          ]
        : []),
      [t('cards.boundAt'), formatDateTime(thirdParty.createdAt, i18n.language, { zone: true })],
    ];
  }
  return (
    <List data-testid="account-details">
      {rows.map(([label, value]) => (
        <List.Item key={label} extra={value}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}
