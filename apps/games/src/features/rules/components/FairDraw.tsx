import type { ReactNode } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, useAppNavigate } from '@platform/ui';
import { RulesSection } from './RulesSection';

/**
 * How a round's outcome comes from its seeds, the part every in-house game shares
 * (docs/product-rules.md#games, packages/fair-games/src/stream.ts), then the game's own use of
 * the stream (`children`) and the way to the verify page.
 */
export function FairDraw({ children, verify = true }: { children: ReactNode; verify?: boolean }) {
  const { t } = useTranslation('games');
  const navigate = useAppNavigate();
  return (
    <RulesSection title={t('rules.section.draw')}>
      <p>{t('rules.stream.seeds')}</p>
      <p>{t('rules.stream.bytes')}</p>
      <p>{t('rules.stream.pick')}</p>
      {children}
      {verify && (
        <>
          <p>{t('rules.stream.verify')}</p>
          <Button
            size="small"
            fill="outline"
            color="primary"
            data-testid="rules-verify-link"
            onClick={() => navigate(routePath('gameVerify'))}
          >
            {t('verify.title')}
          </Button>
        </>
      )}
    </RulesSection>
  );
}
