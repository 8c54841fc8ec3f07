import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpAnswer` route (guests too, `?q=` opens an article): the answer topic's questions. */
export default function HelpAnswerPage() {
  return <HelpTopicScreen topic="answer" />;
}
