import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetPlayerProtectionQuery } from '@platform/api-client';
import { PageLayout, QueryState, useBack } from '@platform/ui';
import { MoneyLimits } from './MoneyLimits';
import { OnBreak } from './OnBreak';
import { PlayTime } from './PlayTime';
import { TakeBreak } from './TakeBreak';

/**
 * /pages/system/responsibleGambling: the player's own limits, play time settings and breaks
 * (docs/product-rules.md#responsible-gambling). On a break it leads with the break and what stays
 * open; a permanent self-exclusion offers no other break.
 */
export function ProtectionScreen() {
  const { t } = useTranslation('account');
  const back = useBack(routePath('my'));
  const protection = useGetPlayerProtectionQuery();
  const data = protection.data;
  return (
    <PageLayout title={t('protection.title')} onBack={back}>
      <QueryState
        isLoading={protection.isLoading}
        isError={protection.isError}
        onRetry={() => void protection.refetch()}
      >
        {data && (
          <div data-testid="protection-page" className="account-protection">
            {data.block ? (
              <OnBreak block={data.block} />
            ) : (
              <p className="account-hint">{t('protection.intro')}</p>
            )}
            <MoneyLimits limits={data.limits} />
            <PlayTime session={data.session} />
            {data.block?.until !== null && <TakeBreak onBreak={data.block !== null} />}
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}
