import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { LeftOutline } from '../icons';

/**
 * The bar above every page: the back control (a real button, named "Back" in the player's
 * language), the page's title as its heading, and what the page puts on the right. A banner
 * landmark, so a screen reader can jump past it. The title wraps rather than being cut: a Thai or
 * Burmese title at 200 % text size still reads whole (docs/accessibility.md#names-and-landmarks).
 */
export function NavBar({
  className,
  onBack,
  right,
  children,
}: {
  className?: string;
  onBack?: (() => void) | undefined;
  right?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <header className={className ? `ui-nav-bar ${className}` : 'ui-nav-bar'}>
      <div className="ui-nav-side">
        {onBack ? (
          <button
            type="button"
            className="ui-nav-back"
            aria-label={t('kit.nav.back')}
            onClick={onBack}
          >
            <LeftOutline aria-hidden />
          </button>
        ) : null}
      </div>
      <h1 className="ui-nav-title">{children}</h1>
      <div className="ui-nav-side ui-nav-right">{right}</div>
    </header>
  );
}
