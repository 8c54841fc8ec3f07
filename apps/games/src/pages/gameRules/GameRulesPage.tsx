import { GameRulesScreen } from '../../features/rules/components/GameRulesScreen';

// Route gameRules (?gameCode=): an in-house game's rules, paytable and draw; without one, the list.
export default function GameRulesPage() {
  return <GameRulesScreen />;
}
