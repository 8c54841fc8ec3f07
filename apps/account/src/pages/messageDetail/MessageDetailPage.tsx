import { MessageDetailScreen } from '../../features/messages';

/** /pages/mail/detail?id=…: one message. */
export default function MessageDetailPage() {
  return <MessageDetailScreen />;
}
