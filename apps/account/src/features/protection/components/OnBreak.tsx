import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { PayloadOf } from '@platform/api-client';
import { formatDateTime, List, useAppNavigate } from '@platform/ui';

type Block = NonNullable<PayloadOf<'getPlayerProtection'>['block']>;

/** The pages that stay open during a break, as rows of this page. */
const OPEN_PAGES = [
  { key: 'withdraw', path: routePath('withdraw') },
  { key: 'messages', path: routePath('messages') },
  { key: 'customerService', path: routePath('customerService') },
] as const;

/**
 * The break in force: its kind and end (or permanent), what is still open with links, and for a
 * permanent self-exclusion how it can be reviewed: a support request, then an operator after at
 * least 7 days (docs/product-rules.md#responsible-gambling).
 */
export function OnBreak({ block }: { block: Block }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useAppNavigate();
  const until = block.until && formatDateTime(block.until, i18n.language, { zone: true });
  return (
    <section className="account-protection-on-break" data-testid="protection-on-break">
      <h3 className="account-protection-heading" data-testid="on-break-title">
        {until
          ? t(`protection.onBreak.${block.kind}`, { time: until })
          : t('protection.onBreak.permanent')}
      </h3>
      <p className="account-hint">{t('protection.onBreak.stopped')}</p>
      <List header={t('protection.onBreak.open')} className="account-list">
        {OPEN_PAGES.map((page) => (
          <List.Item
            key={page.key}
            data-testid={`on-break-${page.key}`}
            onClick={() => navigate(page.path)}
          >
            {t(`protection.onBreak.link.${page.key}`)}
          </List.Item>
        ))}
      </List>
      {!until && (
        <div data-testid="on-break-review">
          <p className="account-hint">{t('protection.onBreak.review')}</p>
          <List className="account-list">
            <List.Item
              data-testid="on-break-feedback"
              onClick={() => navigate(routePath('feedback'))}
            >
              {t('protection.onBreak.link.feedback')}
            </List.Item>
          </List>
        </div>
      )}
    </section>
  );
}
