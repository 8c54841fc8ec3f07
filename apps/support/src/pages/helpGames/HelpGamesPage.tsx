import { HelpTopicScreen } from '../../features/help/components/HelpTopicScreen';

/** The `helpGames` route (guests too, `?q=` opens an article): the games topic's questions. */
export default function HelpGamesPage() {
  return <HelpTopicScreen topic="games" />;
}
