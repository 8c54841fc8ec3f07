/** The play feature's public entry: the play screen that launches a game. */
export { GamePlayScreen } from './components/GamePlayScreen';
