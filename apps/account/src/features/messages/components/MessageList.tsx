import { useTranslation } from '@platform/i18n';
import { useMessageListQuery } from '@platform/api-client';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { messagePageRequest, type MessageTab } from '../categories';
import { MessagesPage } from './MessagesPage';

/** One tab's messages as an endless list. Mount it with a key per tab to start again. */
export function MessageList({ tab }: { tab: MessageTab }) {
  const { t } = useTranslation('account');
  return (
    <>
      <BusinessTimeNote />
      <EndlessList
        useQuery={useMessageListQuery}
        request={(pageNum: number) => messagePageRequest(tab, pageNum)}
        renderPage={(request) => <MessagesPage request={request} />}
        emptyText={t('mail.empty')}
        endText={t('mail.end')}
        testId="message-list"
      />
    </>
  );
}
