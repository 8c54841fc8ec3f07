import { MessagesScreen } from '../../features/messages/components/MessagesScreen';

/** /pages/mail/mail: the message centre by category. */
export default function MessagesPage() {
  return <MessagesScreen />;
}
