import { useTranslation } from '@platform/i18n';
import { VIP_BIRTHDAY_GIFT_AFTER_DAYS, VIP_MAINTENANCE_DAYS } from '@platform/api-client';

const RULES = ['promotion', 'relegation', 'upgradeGift', 'birthdayGift', 'weekly'] as const;

/** The level rules in short words (docs/product-rules.md#vip). */
export function VipRules() {
  const { t } = useTranslation('promotions');
  return (
    <section className="promotions-section" data-testid="vip-rules">
      <h3 className="promotions-section-title">{t('vip.rules.title')}</h3>
      <ul className="promotions-vip-rules">
        {RULES.map((rule) => (
          <li key={rule} data-testid={`vip-rule-${rule}`}>
            {t(`vip.rules.${rule}`, {
              days: rule === 'birthdayGift' ? VIP_BIRTHDAY_GIFT_AFTER_DAYS : VIP_MAINTENANCE_DAYS,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
