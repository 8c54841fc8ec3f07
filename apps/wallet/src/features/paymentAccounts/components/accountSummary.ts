import type { TFunction } from '@platform/i18n';
import { maskAccount } from '../mask';
import type { PaymentAccount } from '../hooks/useAccounts';

/** How a bound account reads in a list: a title, the masked number and a short tag. */
export function accountSummary(account: PaymentAccount, t: TFunction) {
  switch (account.kind) {
    case 'bankCard':
      return {
        title: account.card.bankName,
        number: maskAccount(account.card.cardNumber),
        tag: t(`cards.cardType.${account.card.cardType}`),
      };
    case 'virtualCoin':
      return {
        title: account.coin.alias,
        number: maskAccount(account.coin.address),
        tag: `${account.coin.coinType} · ${account.coin.protocol}`,
      };
    default:
      return {
        title: account.thirdParty.alias,
        number: maskAccount(account.thirdParty.account),
        tag: account.thirdParty.platformName ?? t(`cards.kind.${account.kind}`),
      };
  }
}
