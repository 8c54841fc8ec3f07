import { useState } from 'react';
import type { Withdrawal } from '@platform/api-client';
import { QueryState } from '@platform/ui';
import { useAutoRecovery } from '../hooks/useAutoRecovery';
import { useWithdrawInfo } from '../hooks/useWithdrawInfo';
import { AutoRecoveryNotice } from './AutoRecoveryNotice';
import { QuotaPanel } from './QuotaPanel';
import { WithdrawalOutcome } from './WithdrawalOutcome';
import { WithdrawBlockers } from './WithdrawBlockers';
import { WithdrawForm } from './WithdrawForm';

/**
 * The withdraw page behind its payment-password gate: venue balances recovered first in
 * auto-transfer mode, every gate the server would refuse for with what to do, today's quota, the
 * form (disabled while a gate stands: docs/product-rules.md#withdrawals), then the order.
 */
export function WithdrawPanel() {
  const [done, setDone] = useState<Withdrawal | null>(null);
  const recovery = useAutoRecovery();
  const { info, extraRules, isLoading, isError, refetch } = useWithdrawInfo();
  // The order just made is open now too: show it, not the block it causes.
  if (done) return <WithdrawalOutcome withdrawal={done} />;
  return (
    <>
      <AutoRecoveryNotice recovering={recovery.recovering} recovered={recovery.recovered} />
      <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
        {info && (
          <>
            <WithdrawBlockers blockers={info.blockers} />
            <QuotaPanel info={info} />
            <WithdrawForm
              info={info}
              extraRules={extraRules}
              blocked={info.blockers.length > 0 || recovery.recovering}
              onDone={setDone}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
