import { Contacting } from '../../features/chat/components/Contacting';

/** The `contacting` route (guests too): the chat with the online or the finance desk. */
export default function ContactingPage() {
  return <Contacting />;
}
