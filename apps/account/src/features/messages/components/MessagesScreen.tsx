import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import {
  useGetUnReadMessageCountQuery,
  useModifyReadAllMessageMutation,
} from '@platform/api-client';
import { Button, PageLayout, Toast, useBack } from '@platform/ui';
import { categoryOf, tabOf, unreadOf, type MessageTab } from '../categories';
import { MessageList } from './MessageList';
import { MessageTabs } from './MessageTabs';

/** /pages/mail/mail: the message centre by category (`?category=`), with "mark all read". */
export function MessagesScreen() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('category'));
  const back = useBack(routePath('my'));
  const counts = useGetUnReadMessageCountQuery();
  const [readAll, { isLoading }] = useModifyReadAllMessageMutation();
  const unread = unreadOf(tab, counts.data);

  const markAllRead = async () => {
    const category = categoryOf(tab);
    const result = await readAll(category ? { category } : {});
    if (result.data) Toast.show({ content: t('mail.allRead'), icon: 'success' });
  };
  const choose = (next: MessageTab) =>
    setParams(next === 'all' ? {} : { category: next }, { replace: true });

  return (
    <PageLayout
      title={t('mail.title')}
      onBack={back}
      right={
        <Button
          size="mini"
          fill="none"
          disabled={unread === 0}
          loading={isLoading}
          data-testid="mail-read-all"
          onClick={() => void markAllRead()}
        >
          {t('mail.readAll')}
        </Button>
      }
    >
      <MessageTabs active={tab} counts={counts.data} onChange={choose} />
      <MessageList key={tab} tab={tab} />
    </PageLayout>
  );
}
