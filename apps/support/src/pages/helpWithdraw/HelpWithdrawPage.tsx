import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpWithdraw` route (guests too, `?q=` opens an article): the withdraw topic's questions. */
export default function HelpWithdrawPage() {
  return <HelpTopicScreen topic="withdraw" />;
}
