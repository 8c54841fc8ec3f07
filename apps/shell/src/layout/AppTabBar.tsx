import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector, useGetUnReadMessageCountQuery } from '@platform/api-client';
import {
  AppOutline,
  badgeText,
  GiftOutline,
  HeartOutline,
  MessageOutline,
  UserOutline,
  usePageVisible,
} from '@platform/ui';
import { useNavigate } from '@platform/ui/router';
import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { ROUTES, TABS, type TabKey } from '@platform/routes';

/** The kit's icons (outline weight); the current tab takes the primary colour. */
const ICONS: Record<TabKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: AppOutline,
  offers: GiftOutline,
  service: MessageOutline,
  sponsor: HeartOutline,
  my: UserOutline,
};

/** The "my" tab's unread count is refreshed this often while the page is on screen. */
export const UNREAD_POLL_MS = 30_000;

/**
 * Unread messages of a member (none for a guest, who is not asked): polled while the page is
 * visible, and refreshed at once when a message is read or deleted (the calls share a tag).
 */
function useUnreadCount(): number {
  const isLogin = useAppSelector(selectIsLogin);
  const visible = usePageVisible();
  const { data } = useGetUnReadMessageCountQuery(undefined, {
    skip: !isLogin,
    pollingInterval: visible ? UNREAD_POLL_MS : 0,
  });
  return isLogin ? (data?.unreadCount ?? 0) : 0;
}

/** A plain click opens the tab in the app; a modified click (new tab, new window) is the browser's. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The bottom tabs: home, offers, customer service, sponsorship, my (with unread messages). Our own
 * navigation landmark of links (docs/decisions.md#accessibility-the-shell-and-account): each tab
 * is reached with Tab and opened with Enter, the current one is `aria-current="page"`.
 */
export function AppTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const active = pathname === ROUTES.homeIndex.path ? ROUTES.home.path : pathname;
  return (
    <nav className="shell-tabbar" aria-label={t('tabs.label')}>
      <ul className="shell-tabbar-list">
        {TABS.map((tab) => {
          const Icon = ICONS[tab.tab];
          const current = tab.path === active;
          return (
            <li key={tab.path} className="shell-tabbar-cell">
              <a
                href={`#${tab.path}`}
                className={current ? 'shell-tab shell-tab-current' : 'shell-tab'}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  void navigate(tab.path);
                }}
              >
                <span className="shell-tab-icon">
                  <Icon aria-hidden data-testid={`tab-${tab.tab}-icon`} />
                  {tab.tab === 'my' && unread > 0 && (
                    <span className="shell-tab-badge" aria-hidden data-testid="tab-my-badge">
                      {badgeText(unread)}
                    </span>
                  )}
                </span>
                <span className="shell-tab-title" data-testid={`tab-${tab.tab}`}>
                  {t(`tabs.${tab.tab}`)}
                </span>
                {tab.tab === 'my' && unread > 0 && (
                  <span className="ui-visually-hidden">{t('tabs.unread', { count: unread })}</span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
