import { routePath } from '@platform/routes';
import { useMessageListQuery, type RequestOf } from '@platform/api-client';
import { useAppNavigate } from '@platform/ui';
import { useDeleteMessage } from '../hooks/useDeleteMessage';
import { MessageItem } from './MessageItem';

/** One page of the list: its own cached query, so a later page never refetches the earlier ones. */
export function MessagesPage({ request }: { request: RequestOf<'messageList'> }) {
  const { data } = useMessageListQuery(request);
  const navigate = useAppNavigate();
  const { confirm, remove } = useDeleteMessage();
  const confirmDelete = async (id: number) => {
    if (await confirm()) await remove(id);
  };
  return (
    <>
      {data?.list.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          onOpen={() => navigate(`${routePath('messageDetail')}?id=${message.id}`)}
          onDelete={() => void confirmDelete(message.id)}
        />
      ))}
    </>
  );
}
