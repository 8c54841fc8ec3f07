import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { VIP_MAINTENANCE_DAYS, type VipLevel } from '@platform/api-client';
import { Money } from '@platform/ui';
import { weeklyEnvelopeOpensAt } from '../vipRules';
import { PromotionDiscount } from './PromotionDiscount';
import { RebateRatios } from './RebateRatios';

function Row({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="promotions-terms-row" data-testid={`vip-${name}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A gift of 0 (VIP 1) reads "none" rather than 0.00. */
function Gift({ fen }: { fen: number }) {
  const { t } = useTranslation('promotions');
  return fen > 0 ? <Money fen={fen} /> : <>{t('vip.none')}</>;
}

/**
 * What one level asks and gives (docs/product-rules.md#vip): the turnover to reach and to keep it,
 * the daily withdrawals, the three gifts (the weekly envelope with when it opens), the rebate by
 * category and the VIP offer's discount.
 */
export function LevelPrivileges({
  level,
  ratios,
  own,
}: {
  level: VipLevel;
  ratios: VipLevel['rebateRatios'];
  own: boolean;
}) {
  const { t } = useTranslation('promotions');
  return (
    <section
      className="promotions-section promotions-vip-level"
      data-testid="vip-privileges"
      aria-label={t('vip.levelName', { level: level.vipLevel })}
    >
      <h3 className="promotions-section-title" data-testid="vip-privileges-title">
        {t('vip.privileges.title', { level: level.vipLevel })}
        {own && <span className="promotions-vip-you"> {t('vip.current')}</span>}
      </h3>
      <dl className="promotions-terms">
        <Row name="validTurnover" label={t('vip.privileges.validTurnover')}>
          <Money fen={level.validTurnover} />
        </Row>
        <Row
          name="protectionTurnover"
          label={t('vip.privileges.protectionTurnover', { days: VIP_MAINTENANCE_DAYS })}
        >
          <Money fen={level.relegationProtectionTurnover} />
        </Row>
        <Row name="withdrawals" label={t('vip.privileges.withdrawals')}>
          {t('vip.privileges.withdrawalCount', { count: level.dailyWithdrawalCount })}
          {' · '}
          <Money fen={level.dailyWithdrawalLimit} />
        </Row>
        <Row name="upgradeGift" label={t('vip.privileges.upgradeGift')}>
          <Gift fen={level.upgradeGift} />
        </Row>
        <Row name="birthdayGift" label={t('vip.privileges.birthdayGift')}>
          <Gift fen={level.birthdayGift} />
        </Row>
        <Row name="weeklyRedEnvelope" label={t('vip.privileges.weeklyRedEnvelope')}>
          <Gift fen={level.weeklyRedEnvelope} />
        </Row>
      </dl>
      {level.weeklyRedEnvelope > 0 && (
        <p className="promotions-hint" data-testid="vip-weekly-when">
          {t('vip.privileges.weeklyWhen', { time: weeklyEnvelopeOpensAt(level.vipLevel) })}
        </p>
      )}
      <RebateRatios ratios={ratios} />
      {level.promotionDiscount && <PromotionDiscount discount={level.promotionDiscount} />}
    </section>
  );
}
