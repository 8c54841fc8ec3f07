import type { ReactNode } from 'react';
import { NavBar } from '../kit';

/** Every page: the custom navigation bar (no native one; pull-down refresh off) above the content. */
export function PageLayout({
  title,
  onBack,
  right,
  children,
}: {
  title: ReactNode;
  onBack?: () => void;
  right?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="ui-page">
      <NavBar className="ui-nav" back={onBack ? '' : null} onBack={onBack} right={right}>
        {title}
      </NavBar>
      <main className="ui-page-body">{children}</main>
    </div>
  );
}
