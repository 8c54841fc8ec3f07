import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpTransfer` route (guests too, `?q=` opens an article): the transfer topic's questions. */
export default function HelpTransferPage() {
  return <HelpTopicScreen topic="transfer" />;
}
