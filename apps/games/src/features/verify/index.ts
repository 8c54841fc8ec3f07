/** The verify feature's public entry: what its pages and the other features import. */
export { GameVerifyScreen } from './components/GameVerifyScreen';
