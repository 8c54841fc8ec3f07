import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetWebsiteBasicInfoQuery } from '@platform/api-client';
import type { ComponentType, SVGProps } from 'react';
import { List, useAppNavigate } from '@platform/ui';
import { AddSquareOutline, DownlandOutline, MailOutline } from '@platform/ui/icons';
import { useDesktopShortcut } from '../hooks/useDesktopShortcut';
import { MY_LINK_GROUPS, sportsAppUrl } from '../links';

const Icon = ({ icon: Glyph }: { icon: ComponentType<SVGProps<SVGSVGElement>> }) => (
  <Glyph className="account-link-icon" aria-hidden />
);

/** The my page's rows, with the unread messages count (null: none) on the messages row. */
export function MyLinks({ unread }: { unread: string | null }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const site = useGetWebsiteBasicInfoQuery();
  const sportsApp = sportsAppUrl(site.data?.websiteBasicList);
  const showDesktopShortcut = useDesktopShortcut();
  return (
    <>
      <List className="account-list">
        <List.Item
          prefix={<Icon icon={MailOutline} />}
          data-testid="my-link-messages"
          extra={
            unread ? (
              <span className="account-count" data-testid="my-unread">
                {unread}
              </span>
            ) : undefined
          }
          onClick={() => navigate(routePath('messages'))}
        >
          {t('my.link.messages')}
        </List.Item>
      </List>
      {MY_LINK_GROUPS.map((group) => (
        <List key={group.key} header={t(`my.group.${group.key}`)} className="account-list">
          {group.links.map((link) => (
            <List.Item
              key={link.key}
              prefix={<Icon icon={link.Icon} />}
              data-testid={`my-link-${link.key}`}
              onClick={() => navigate(link.path)}
            >
              {t(link.label ?? `my.link.${link.key}`)}
            </List.Item>
          ))}
          {group.key === 'more' && (
            <>
              <List.Item
                prefix={<Icon icon={AddSquareOutline} />}
                data-testid="my-link-desktopService"
                onClick={showDesktopShortcut}
              >
                {t('my.link.desktopService')}
              </List.Item>
              {sportsApp && (
                <List.Item
                  prefix={<Icon icon={DownlandOutline} />}
                  data-testid="my-link-sportsApp"
                  onClick={() => window.open(sportsApp, '_blank', 'noopener,noreferrer')}
                >
                  {t('my.link.sportsApp')}
                </List.Item>
              )}
            </>
          )}
        </List>
      ))}
    </>
  );
}
