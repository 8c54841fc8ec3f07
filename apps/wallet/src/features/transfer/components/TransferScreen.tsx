import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import {
  BreakNotice,
  Button,
  List,
  PageLayout,
  useAppNavigate,
  QueryState,
  useBack,
  RequirementGate,
  usePlayerBreak,
} from '@platform/ui';
import { AutoTransferSwitch } from './AutoTransferSwitch';
import { TransferForm } from './TransferForm';
import { VenueBalanceList } from './VenueBalanceList';
import { VenueLockList } from './VenueLockList';
import { WalletBalances } from './WalletBalances';
import { useWalletState } from '../hooks/useWalletState';
import { chooseVenue, outOnly, type TransferRoute } from '../rules';

/** `?platCode=&direction=` (from the venue balances page) chooses the route in advance. */
function routeFrom(params: URLSearchParams): TransferRoute {
  return {
    platCode: params.get('platCode') || undefined,
    direction: params.get('direction') === 'toCentral' ? 'toCentral' : 'toVenue',
  };
}

/**
 * /pages/finance/transfer: central wallet, lock wallet and welfare centre; one-key recovery; the
 * auto-transfer switch; a transfer between the central wallet and a venue; every venue balance
 * (a tap chooses it) and the locked venues. During a cool-off or self-exclusion money may only
 * come out of venues: the break's notice says so and the form moves money out only
 * (docs/product-rules.md#responsible-gambling).
 */
export function TransferScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const back = useBack('/');
  const [params] = useSearchParams();
  const [route, setRoute] = useState(() => routeFrom(params));
  const wallet = useWalletState();
  const { block, known } = usePlayerBreak();
  const shown = block ? outOnly(route) : route;
  return (
    <PageLayout
      title={t('transfer.title')}
      onBack={back}
      right={
        <Button
          size="mini"
          fill="none"
          onClick={() => navigate(routePath('transactions', { type: 'transfer' }))}
        >
          {t('transfer.records')}
        </Button>
      }
    >
      <RequirementGate>
        <QueryState
          isLoading={wallet.isLoading || !known}
          isError={wallet.isError}
          onRetry={wallet.refetch}
        >
          <WalletBalances balances={wallet.balances} venues={wallet.venues} />
          <List>
            <AutoTransferSwitch on={wallet.autoTransfer} />
          </List>
          {block && (
            <BreakNotice block={block}>
              <p className="wallet-hint" data-testid="break-notice-transfer-out">
                {t('common:protection.break.transferOut')}
              </p>
            </BreakNotice>
          )}
          <TransferForm
            route={shown}
            outOnly={block !== null}
            onRouteChange={(next) => setRoute(block ? outOnly(next) : next)}
            centralWallet={wallet.balances.centralWallet}
            venues={wallet.venues}
          />
          <VenueBalanceList
            venues={wallet.venues}
            selected={shown.platCode}
            onSelect={(platCode) => setRoute((r) => chooseVenue(r, platCode))}
          />
          <VenueLockList locks={wallet.locks} />
        </QueryState>
      </RequirementGate>
    </PageLayout>
  );
}
