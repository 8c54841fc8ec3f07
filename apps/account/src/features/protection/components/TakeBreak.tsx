import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { BREAK_KINDS, type BreakKind } from '@platform/api-client/contract';
import { List } from '@platform/ui';
import { BreakSheet } from './BreakSheet';

/**
 * Take a break: a cool-off or a self-exclusion, each opening its sheet. During a timed break a
 * longer one may replace it (docs/product-rules.md#responsible-gambling).
 */
export function TakeBreak({ onBreak }: { onBreak: boolean }) {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<BreakKind | null>(null);
  return (
    <section data-testid="protection-break">
      <h3 className="account-protection-heading">{t('protection.break.title')}</h3>
      <p className="account-hint">
        {onBreak ? t('protection.break.longer') : t('protection.break.intro')}
      </p>
      <List className="account-list">
        {BREAK_KINDS.map((k) => (
          <List.Item
            key={k}
            data-testid={`break-${k}`}
            description={t(`protection.break.${k}.summary`)}
            onClick={() => setKind(k)}
          >
            {t(`protection.break.${k}.name`)}
          </List.Item>
        ))}
      </List>
      <BreakSheet kind={kind} onClose={() => setKind(null)} />
    </section>
  );
}
