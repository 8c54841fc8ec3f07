import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector, useGetUnReadMessageCountQuery } from '@platform/api-client';
import {
  AppOutline,
  badgeText,
  GiftOutline,
  HeartOutline,
  MessageOutline,
  TabBar,
  UserOutline,
  usePageVisible,
} from '@platform/ui';
import { useNavigate } from '@platform/ui/router';
import type { ComponentType, SVGProps } from 'react';
import { ROUTES, TABS, type TabKey } from '@platform/routes';

/** The kit's icons (outline weight); the active tab takes the primary colour from the TabBar. */
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

/** The bottom tabs: home, offers, customer service, sponsorship, my (with unread messages). */
export function AppTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const active = pathname === ROUTES.homeIndex.path ? ROUTES.home.path : pathname;
  return (
    <nav className="shell-tabbar">
      <TabBar activeKey={active} onChange={(path) => void navigate(path)} safeArea>
        {TABS.map((tab) => {
          const Icon = ICONS[tab.tab];
          return (
            <TabBar.Item
              key={tab.path}
              title={<span data-testid={`tab-${tab.tab}`}>{t(`tabs.${tab.tab}`)}</span>}
              icon={<Icon aria-hidden data-testid={`tab-${tab.tab}-icon`} />}
              badge={
                tab.tab === 'my' && unread > 0 ? (
                  <span data-testid="tab-my-badge">{badgeText(unread)}</span>
                ) : undefined
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
