import { useTranslation } from '@platform/i18n';
import {
  ratePercent,
  selectIsLogin,
  useAppSelector,
  useQueryWaterStrategyByGameTypeQuery,
} from '@platform/api-client';
import type { GameType } from '../gameQuery';

/**
 * A member's rebate on the category at their VIP level (docs/product-rules.md#vip): the venue's own
 * rate when the strategy names one, else the category's. Nothing for a guest (a member's call).
 */
export function RebateLine({ gameType, platCode }: { gameType: GameType; platCode?: string }) {
  const { t } = useTranslation('games');
  const isLogin = useAppSelector(selectIsLogin);
  const { data } = useQueryWaterStrategyByGameTypeQuery({ gameType }, { skip: !isLogin });
  if (!data) return null;
  const atLevel = data.strategyList.filter((s) => s.vipLevel === data.currentVipLevel);
  const rate =
    atLevel.find((s) => s.platCode === platCode) ?? atLevel.find((s) => s.platCode === null);
  if (!rate || rate.rateBp === 0) return null;
  return (
    <p className="games-rebate" data-testid="rebate-line">
      {t('list.rebate', { rate: ratePercent(rate.rateBp), level: data.currentVipLevel })}
    </p>
  );
}
