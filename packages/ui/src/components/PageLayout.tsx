import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { NavBar } from './NavBar';

/**
 * Every page: the custom navigation bar (a banner landmark) (no native one; pull-down refresh off) above the content.
 * The browser tab shows the page's title and the site's name (`documentTitle` when the bar shows
 * something else, as the home page's site name). The content is the page's main landmark.
 */
export function PageLayout({
  title,
  documentTitle,
  onBack,
  right,
  children,
}: {
  title: ReactNode;
  documentTitle?: string;
  onBack?: () => void;
  right?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="ui-page">
      <NavBar className="ui-nav" onBack={onBack} right={right}>
        {title}
      </NavBar>
      <main className="ui-page-body">{children}</main>
    </div>
  );
}
