import { useTranslation } from '@platform/i18n';
import { VIP_MAINTENANCE_DAYS, type VipLevel } from '@platform/api-client';
import { formatDateTime, Money } from '@platform/ui';
import { protectionStanding, type VipProgress } from '../vipRules';
import { ProgressBar } from './ProgressBar';

/**
 * Keeping the level (docs/product-rules.md#vip): the valid turnover played in the 90-day window
 * against the level's protection turnover, and the deadline after which the level drops by one
 * if it is not met.
 */
export function KeepLevel({ now, progress }: { now: VipLevel; progress: VipProgress }) {
  const { t, i18n } = useTranslation('promotions');
  const keep = protectionStanding(progress.protectionTurnover, now.relegationProtectionTurnover);
  if (keep.required === 0) {
    return (
      <section className="promotions-record-card" data-testid="vip-keep">
        <h3 className="promotions-section-title">{t('vip.detail.keepTitle')}</h3>
        <p className="promotions-hint" data-testid="vip-keep-status">
          {t('vip.detail.keepNothing')}
        </p>
      </section>
    );
  }
  return (
    <section className="promotions-record-card" data-testid="vip-keep">
      <h3 className="promotions-section-title">{t('vip.detail.keepTitle')}</h3>
      <div className="promotions-vip-progress-head">
        <span>{t('vip.detail.keepWindow', { days: VIP_MAINTENANCE_DAYS })}</span>
        <span data-testid="vip-keep-figures">
          <Money fen={keep.done} /> / <Money fen={keep.required} />
        </span>
      </div>
      <ProgressBar percent={keep.percent} label={t('vip.detail.keepTitle')} testId="vip-keep-bar" />
      <p className="promotions-hint" data-testid="vip-keep-status">
        {keep.met ? t('vip.detail.keepMet') : t('vip.detail.keepLeft')}
        {!keep.met && (
          <>
            {' '}
            <Money fen={keep.left} />
          </>
        )}
      </p>
      <p className="promotions-hint" data-testid="vip-keep-deadline">
        {t('vip.detail.keepDeadline', {
          time: formatDateTime(progress.protectionDeadline, i18n.language, { zone: true }),
        })}
      </p>
    </section>
  );
}
