import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  useAppSelector,
  useGetVipInfoQuery,
  useGetVipReturnWaterListQuery,
} from '@platform/api-client';
import { PageLayout, QueryState, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { GuestLogin } from '../../offers';
import { vipLevelParam } from '../vipRules';
import { LevelPicker } from './LevelPicker';
import { LevelPrivileges } from './LevelPrivileges';
import { VipHeader } from './VipHeader';
import { VipRules } from './VipRules';

/**
 * The VIP privileges (docs/product-rules.md#vip): the ten levels compared one at a time, the
 * member's own level chosen first and marked, the chosen one kept in `?level=` so back returns to
 * it; a member's header leads to their details, a guest is asked to log in.
 */
export function VipPrivilegeScreen() {
  const { t } = useTranslation('promotions');
  const back = useBack(routePath('my'));
  const isLogin = useAppSelector(selectIsLogin);
  const info = useGetVipInfoQuery();
  const water = useGetVipReturnWaterListQuery();
  const [params, setParams] = useSearchParams();
  const ownLevel = isLogin ? (info.data?.nowVipInfo?.vipLevel ?? null) : null;
  const selected = vipLevelParam(params.get('level')) ?? ownLevel ?? 1;
  const level = info.data?.vipLevelList.find((l) => l.vipLevel === selected);
  const ratios =
    water.data?.vipReturnWaterList.find((w) => w.vipLevel === selected)?.rebateRatios ??
    level?.rebateRatios ??
    [];
  return (
    <PageLayout title={t('vip.title')} onBack={back}>
      {isLogin ? <VipHeader level={ownLevel} /> : <GuestLogin />}
      <QueryState
        isLoading={info.isLoading}
        isError={info.isError && !info.data}
        onRetry={() => void info.refetch()}
      >
        {info.data && (
          <>
            <LevelPicker
              selected={selected}
              own={ownLevel}
              onSelect={(next) => setParams({ level: String(next) }, { replace: true })}
            />
            {level && (
              <LevelPrivileges level={level} ratios={ratios} own={level.vipLevel === ownLevel} />
            )}
            <VipRules />
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
