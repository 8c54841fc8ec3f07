import { useTranslation } from '@platform/i18n';
import { badgeText } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { MESSAGE_TABS, unreadOf, type MessageTab, type UnreadCounts } from '../categories';

/**
 * The category tabs, each with its unread count (private, notification, …:
 * docs/product-rules.md#messages).
 */
export function MessageTabs({
  active,
  counts,
  onChange,
}: {
  active: MessageTab;
  counts: UnreadCounts | undefined;
  onChange: (tab: MessageTab) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(MESSAGE_TABS.find((tab) => tab === key) ?? 'all')}
      className="account-tabs"
    >
      {MESSAGE_TABS.map((tab) => {
        const unread = unreadOf(tab, counts);
        return (
          <Tabs.Tab
            key={tab}
            title={
              <span data-testid={`mail-tab-${tab}`}>
                {t(`mail.category.${tab}`)}
                {unread > 0 && (
                  <span className="account-count" data-testid={`mail-tab-${tab}-unread`}>
                    {badgeText(unread)}
                  </span>
                )}
              </span>
            }
          />
        );
      })}
    </Tabs>
  );
}
