import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { ratePercent, type ActivityClassification, type VipLevel } from '@platform/api-client';
import { Button, Money, useAppNavigate } from '@platform/ui';

type Discount = NonNullable<VipLevel['promotionDiscount']>;

/** The offers tab that lists the VIP offer. */
const VIP_OFFERS_TAB: ActivityClassification = 'vipPrivileges';

/**
 * The level's terms in the VIP offer (its terms by level are the one source,
 * docs/product-rules.md#vip). The contract gives no offer id here, so the link opens the offers
 * tab on "VIP privileges", where the offer is.
 */
export function PromotionDiscount({ discount }: { discount: Discount }) {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  return (
    <div className="promotions-vip-block" data-testid="vip-discount">
      <h4 className="promotions-vip-block-title">{t('vip.discount.title')}</h4>
      <dl className="promotions-vip-grid">
        <div data-testid="vip-discount-minTransfer">
          <dt>{t('vip.discount.minTransfer')}</dt>
          <dd>
            <Money fen={discount.minTransfer} />
          </dd>
        </div>
        <div data-testid="vip-discount-bonusRatio">
          <dt>{t('vip.discount.bonusRatio')}</dt>
          <dd>{ratePercent(discount.bonusRateBp)}</dd>
        </div>
        <div data-testid="vip-discount-maxBonus">
          <dt>{t('vip.discount.maxBonus')}</dt>
          <dd>
            <Money fen={discount.maxBonus} />
          </dd>
        </div>
        <div data-testid="vip-discount-multiple">
          <dt>{t('vip.discount.multiple')}</dt>
          <dd>{t('vip.discount.multipleValue', { multiple: discount.turnoverMultiple })}</dd>
        </div>
      </dl>
      <Button
        size="small"
        fill="outline"
        color="primary"
        data-testid="vip-discount-link"
        onClick={() => navigate(routePath('offers', { tab: VIP_OFFERS_TAB }))}
      >
        {t('vip.discount.open')}
      </Button>
    </div>
  );
}
