import { useTranslation } from 'react-i18next';
import { TabBar } from '@platform/ui';
import { useNavigate } from 'react-router';
import { TABS } from '../routing/routeOwnership';

const ICONS: Record<(typeof TABS)[number]['key'], string> = {
  home: '⌂',
  offers: '🎁',
  service: '☎',
  sponsor: '⚽',
  my: '☺',
};

/** The bottom tabs: home, offers, customer service, sponsorship, my. */
export function AppTabBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const active = pathname === '/pages/index/index' ? '/' : pathname;
  return (
    <nav className="shell-tabbar">
      <TabBar activeKey={active} onChange={(path) => void navigate(path)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            title={<span data-testid={`tab-${tab.key}`}>{t(tab.label)}</span>}
            icon={<span aria-hidden>{ICONS[tab.key]}</span>}
          />
        ))}
      </TabBar>
    </nav>
  );
}
