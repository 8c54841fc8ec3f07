import { MessageDetailScreen } from '../../features/messages/components/MessageDetailScreen';

/** /pages/mail/detail?id=…: one message. */
export default function MessageDetailPage() {
  return <MessageDetailScreen />;
}
