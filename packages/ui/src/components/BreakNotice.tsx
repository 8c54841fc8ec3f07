import { routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { formatDateTime } from '../format/dateTime';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Button, Result } from '../kit';
import type { PlayerBreak } from '../member/usePlayerBreak';

/**
 * What a page that moves money in shows instead of its form during a cool-off or a
 * self-exclusion: which break, until when, and the ways that stay open (withdraw, customer
 * service, the responsible gambling page) (docs/product-rules.md#responsible-gambling). Presentational: the page reads the break
 * with usePlayerBreak. `children` adds what stays open on this page itself.
 */
export function BreakNotice({ block, children }: { block: PlayerBreak; children?: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useAppNavigate();
  const description =
    block.until === null
      ? t('protection.break.permanent')
      : t('protection.break.until', {
          until: formatDateTime(block.until, i18n.language, { zone: true }),
        });
  return (
    <section
      className="kit-break-notice"
      role="status"
      data-testid="break-notice"
      data-kind={block.kind}
    >
      <Result
        status="waiting"
        title={t(`protection.break.title.${block.kind}`)}
        description={
          <>
            <span className="kit-break-notice-line" data-testid="break-notice-until">
              {description}
            </span>
            <span className="kit-break-notice-line">{t('protection.break.paused')}</span>
          </>
        }
      />
      {children}
      <p className="kit-break-notice-open">{t('protection.break.stillOpen')}</p>
      <div className="kit-break-notice-actions">
        <Button
          block
          color="primary"
          data-testid="break-notice-withdraw"
          onClick={() => navigate(routePath('withdraw'))}
        >
          {t('protection.break.withdraw')}
        </Button>
        <Button
          block
          data-testid="break-notice-service"
          onClick={() => navigate(routePath('customerService'))}
        >
          {t('protection.break.customerService')}
        </Button>
        <Button
          block
          fill="none"
          data-testid="break-notice-settings"
          onClick={() => navigate(routePath('responsibleGambling'))}
        >
          {t('protection.break.settings')}
        </Button>
      </div>
    </section>
  );
}
