import { routePath } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { UnfinishedOrderBanner } from './UnfinishedOrderBanner';
import { TransactionList, historyStart } from '../../transactions';

const DEPOSITS = { type: 'deposit' } as const;

/**
 * /pages/finance/information: the player's deposits. The open order comes first (it can still be
 * paid or cancelled); below, the deposits of the last 30 days with their status. The contract has no
 * list of deposit orders, so the history is the transaction record's deposits.
 */
export function DepositOrdersScreen() {
  const { t } = useTranslation('wallet');
  const back = useBack(routePath('deposit'));
  const [startTime] = useState(() => historyStart(new Date()));
  return (
    <PageLayout title={t('deposit.orders')} onBack={back}>
      <UnfinishedOrderBanner />
      <p className="wallet-hint wallet-range">{t('records.range')}</p>
      <TransactionList filters={DEPOSITS} startTime={startTime} />
    </PageLayout>
  );
}
