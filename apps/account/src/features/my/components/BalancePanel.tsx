import { useTranslation } from '@platform/i18n';
import type { UserBalanceMap } from '@platform/api-client';
import { Button, Money, TotalBalance, useAppNavigate } from '@platform/ui';
import { WALLET_SHORTCUTS } from '../links';

/**
 * The balances the shell keeps fresh (every 5 s while visible): total, central, lock and welfare,
 * with the deposit, transfer and withdraw pages one tap away. "--" until the first answer.
 */
export function BalancePanel({ balances }: { balances: UserBalanceMap | null }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const wallets = [
    { key: 'central', fen: balances?.centralWallet },
    { key: 'lock', fen: balances?.lockWallet },
    { key: 'welfare', fen: balances?.welfareWallet },
  ] as const;
  const amount = (fen: number | undefined) => (fen === undefined ? '--' : <Money fen={fen} />);
  return (
    <section className="account-section account-balances" data-testid="my-balances">
      <p className="account-balance-total">
        <small>{t('my.balance.total')}</small>
        <TotalBalance balances={balances} testId="my-balance-total" />
      </p>
      <div className="account-balance-row">
        {wallets.map(({ key, fen }) => (
          <div key={key} className="account-balance-cell">
            <small>{t(`my.balance.${key}`)}</small>
            <strong data-testid={`my-balance-${key}`}>{amount(fen)}</strong>
          </div>
        ))}
      </div>
      <div className="account-balance-row">
        {WALLET_SHORTCUTS.map(({ key, path }) => (
          <Button
            key={key}
            size="small"
            color="primary"
            fill={key === 'deposit' ? 'solid' : 'outline'}
            data-testid={`my-${key}`}
            onClick={() => navigate(path)}
          >
            {t(`my.shortcut.${key}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
