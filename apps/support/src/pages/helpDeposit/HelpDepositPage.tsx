import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpDeposit` route (guests too, `?q=` opens an article): the deposit topic's questions. */
export default function HelpDepositPage() {
  return <HelpTopicScreen topic="deposit" />;
}
