import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  Button,
  PageLayout,
  useAppNavigate,
  QueryState,
  useBack,
  RequirementGate,
  RedoOutline,
} from '@platform/ui';
import { VenueBalanceList } from './VenueBalanceList';
import { VenueLockList } from './VenueLockList';
import { WalletBalances } from './WalletBalances';
import { useRefreshVenueBalance } from '../hooks/useRefreshVenueBalance';
import { useWalletState } from '../hooks/useWalletState';

/**
 * /pages/game/gameMoney: the wallets and every venue balance, with one-key recovery and a refresh
 * per venue. A tap on a venue opens the transfer page with it chosen: out of it when it holds
 * money, into it otherwise.
 */
export function VenueBalancesScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  const wallet = useWalletState();
  const { refresh, refreshing } = useRefreshVenueBalance();
  return (
    <PageLayout
      title={t('venues.title')}
      onBack={back}
      right={
        <Button size="mini" fill="none" onClick={() => navigate(routePath('transfer'))}>
          {t('transfer.title')}
        </Button>
      }
    >
      <RequirementGate>
        <QueryState isLoading={wallet.isLoading} isError={wallet.isError} onRetry={wallet.refetch}>
          <WalletBalances balances={wallet.balances} venues={wallet.venues} />
          <VenueBalanceList
            venues={wallet.venues}
            onSelect={(platCode) => {
              const venue = wallet.venues.find((v) => v.platCode === platCode);
              const direction = venue && venue.balance > 0 ? 'toCentral' : 'toVenue';
              navigate(routePath('transfer', { platCode, direction }));
            }}
            extra={(venue) => (
              <Button
                size="mini"
                fill="none"
                loading={refreshing === venue.platCode}
                aria-label={t('venues.refresh')}
                data-testid={`venue-refresh-${venue.platCode}`}
                onClick={(event) => {
                  // The row itself opens the transfer page.
                  event.stopPropagation();
                  void refresh(venue.platCode);
                }}
              >
                <RedoOutline aria-hidden />
              </Button>
            )}
          />
          <VenueLockList locks={wallet.locks} />
        </QueryState>
      </RequirementGate>
    </PageLayout>
  );
}
