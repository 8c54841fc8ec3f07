import { routePath, type RouteName } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { List, useAppNavigate } from '@platform/ui';

/** Where the about page leads, by route name. */
const ABOUT_LINKS: readonly { key: string; route: RouteName }[] = [
  { key: 'help', route: 'help' },
  { key: 'browser', route: 'browser' },
  { key: 'customerService', route: 'customerService' },
  { key: 'sponsor', route: 'sponsor' },
];

export function AboutLinks() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  return (
    <List className="support-about-links">
      {ABOUT_LINKS.map((link) => (
        <List.Item
          key={link.key}
          data-testid={`about-link-${link.key}`}
          onClick={() => navigate(routePath(link.route))}
        >
          {t(`about.links.${link.key}`)}
        </List.Item>
      ))}
    </List>
  );
}
