import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpContact` route (guests too, `?q=` opens an article): the contact topic's questions. */
export default function HelpContactPage() {
  return <HelpTopicScreen topic="contact" />;
}
