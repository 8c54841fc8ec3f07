import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetVipInfoQuery } from '@platform/api-client';
import { PageLayout, QueryState, useBack } from '@platform/ui';
import { RebatePanel } from '../../rebate';
import { GuestLogin } from '../../offers';
import { KeepLevel } from './KeepLevel';
import { NextLevel } from './NextLevel';

/**
 * The member's VIP details (docs/product-rules.md#vip): their level and the way to the next, keeping
 * the level in the 90-day window, and today's rebate with its claim. getVipInfo answers a guest
 * without a standing (`progress` null): the page then asks them to log in.
 */
export function VipDetailScreen() {
  const { t } = useTranslation('promotions');
  const back = useBack(routePath('vipPrivilege'));
  const info = useGetVipInfoQuery();
  const data = info.data;
  const standing =
    data?.progress && data.nowVipInfo
      ? { ...data, progress: data.progress, now: data.nowVipInfo }
      : null;
  return (
    <PageLayout title={t('vip.detail.title')} onBack={back}>
      <QueryState
        isLoading={info.isLoading}
        isError={info.isError && !data}
        onRetry={() => void info.refetch()}
      >
        {data && !standing && <GuestLogin />}
        {standing && (
          <>
            <NextLevel
              now={standing.now}
              next={standing.nextVipInfo}
              progress={standing.progress}
            />
            <KeepLevel now={standing.now} progress={standing.progress} />
            <RebatePanel />
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
