/**
 * The rules feature's public entry: the link the tables and the round check show. The page itself
 * (components/GameRulesScreen) is imported by its route's page only, so it stays its own chunk.
 */
export { RulesLink } from './components/RulesLink';
export { RULES_GAMES, isRulesGame, type RulesGame } from './games';
