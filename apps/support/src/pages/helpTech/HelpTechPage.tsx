import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpTech` route (guests too, `?q=` opens an article): the tech topic's questions. */
export default function HelpTechPage() {
  return <HelpTopicScreen topic="tech" />;
}
