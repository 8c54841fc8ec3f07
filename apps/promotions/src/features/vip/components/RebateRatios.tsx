import { useTranslation } from '@platform/i18n';
import type { VipLevel } from '@platform/api-client';
import { ratiosInCategoryOrder, rebatePercentText } from '../../rebate';

/** A level's rebate ratio per game category (docs/product-rules.md#vip), "0.80%". */
export function RebateRatios({ ratios }: { ratios: VipLevel['rebateRatios'] }) {
  const { t } = useTranslation('promotions');
  if (ratios.length === 0) return null;
  return (
    <div className="promotions-vip-block" data-testid="vip-rebates">
      <h4 className="promotions-vip-block-title">{t('vip.privileges.rebates')}</h4>
      <dl className="promotions-vip-grid">
        {ratiosInCategoryOrder(ratios).map((r) => (
          <div key={r.gameType} data-testid={`vip-rebate-${r.gameType}`}>
            <dt>{t(`rebate.category.${r.gameType}`)}</dt>
            <dd>{rebatePercentText(r.rateBp)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
