import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetPaymentMethodQuery } from '@platform/api-client';
import type { DepositMethod } from '@platform/api-client/contract';
import { QueryState } from '@platform/ui';
import { DepositOrderForm } from './DepositOrderForm';
import { MethodGrid } from './MethodGrid';

/** The methods the operator enabled (getPaymentMethod), and the form of the chosen one. */
export function DepositMethods() {
  const { t } = useTranslation('wallet');
  const { data, isLoading, isError, refetch } = useGetPaymentMethodQuery();
  const methods = [...(data?.paymentMethodList ?? [])]
    .filter((m) => m.channels.length > 0)
    .sort((a, b) => a.sort - b.sort);
  const [chosen, setChosen] = useState<DepositMethod>();
  const method = methods.find((m) => m.method === chosen) ?? methods[0];
  return (
    <QueryState
      isLoading={isLoading}
      isError={isError}
      isEmpty={methods.length === 0}
      emptyText={t('deposit.noMethod')}
      onRetry={() => void refetch()}
    >
      <section className="wallet-section">
        <h3>{t('deposit.method')}</h3>
        <MethodGrid methods={methods} value={method?.method} onChange={setChosen} />
      </section>
      {/* A new method starts a fresh form: its channels, limits and quick amounts differ. */}
      {method && <DepositOrderForm key={method.method} method={method} />}
    </QueryState>
  );
}
