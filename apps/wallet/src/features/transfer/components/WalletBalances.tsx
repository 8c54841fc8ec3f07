import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { UserBalanceMap, VenueBalance } from '@platform/api-client';
import { Button, Money, TotalBalance, useAppNavigate } from '@platform/ui';
import { OneKeyRecovery } from './OneKeyRecovery';

/**
 * The central wallet, the lock wallet and the welfare centre, with one-key recovery
 * (docs/product-rules.md#transfers). The welfare centre opens its page, where items are claimed and
 * its money moved to the central wallet (docs/product-rules.md#welfare).
 */
export function WalletBalances({
  balances,
  venues,
}: {
  balances: UserBalanceMap;
  venues: readonly VenueBalance[];
}) {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const wallets = [
    { key: 'central', fen: balances.centralWallet },
    { key: 'lock', fen: balances.lockWallet },
    { key: 'welfare', fen: balances.welfareWallet },
  ] as const;
  return (
    <section className="wallet-section" data-testid="wallet-balances">
      <p className="wallet-balance-total">
        <small>{t('wallets.total')}</small>
        <TotalBalance balances={balances} testId="total-balance" />
      </p>
      <div className="wallet-balance-row">
        {wallets.map(({ key, fen }) => (
          <div key={key} className="wallet-balance-cell">
            <small>
              {t(`wallets.${key}`)}
              {key === 'welfare' && (
                <Button
                  size="mini"
                  fill="none"
                  color="primary"
                  data-testid="welfare-centre-link"
                  onClick={() => navigate(routePath('welfareRecord'))}
                >
                  {t('welfareLink.open')}
                </Button>
              )}
            </small>
            <strong data-testid={`${key}-balance`}>
              <Money fen={fen} />
            </strong>
          </div>
        ))}
      </div>
      <OneKeyRecovery venues={venues} />
    </section>
  );
}
