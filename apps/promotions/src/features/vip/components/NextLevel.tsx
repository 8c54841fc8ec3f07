import { useTranslation } from '@platform/i18n';
import type { VipLevel } from '@platform/api-client';
import { Money } from '@platform/ui';
import { levelProgress, type VipProgress } from '../vipRules';
import { ProgressBar } from './ProgressBar';

/**
 * The member's level and the valid turnover to the next one (docs/product-rules.md#vip): a bar,
 * the figures and what is left; VIP 10 is the top level.
 */
export function NextLevel({
  now,
  next,
  progress,
}: {
  now: VipLevel;
  next: VipLevel | null;
  progress: VipProgress;
}) {
  const { t } = useTranslation('promotions');
  const way = levelProgress(progress.validTurnover, next);
  return (
    <section className="promotions-record-card" data-testid="vip-next">
      <div className="promotions-welfare-balance">
        <small>{t('vip.header.yourLevel')}</small>
        <strong data-testid="vip-detail-level">
          {t('vip.levelName', { level: now.vipLevel })}
        </strong>
      </div>
      {way.top ? (
        <p className="promotions-result-note" data-testid="vip-top">
          {t('vip.detail.top')}
        </p>
      ) : (
        <>
          <div className="promotions-vip-progress-head">
            <span>{t('vip.detail.toNext', { level: way.nextLevel })}</span>
            <span data-testid="vip-next-figures">
              <Money fen={way.done} /> / <Money fen={way.required} />
            </span>
          </div>
          <ProgressBar
            percent={way.percent}
            label={t('vip.detail.toNext', { level: way.nextLevel })}
            testId="vip-next-bar"
          />
          <p className="promotions-hint" data-testid="vip-next-left">
            {way.left > 0
              ? t('vip.detail.left', { level: way.nextLevel })
              : t('vip.detail.reached', { level: way.nextLevel })}
            {way.left > 0 && (
              <>
                {' '}
                <Money fen={way.left} />
              </>
            )}
          </p>
        </>
      )}
    </section>
  );
}
