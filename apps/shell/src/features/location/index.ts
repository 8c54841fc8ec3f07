/** The location feature's public entry: what its pages and the other features import. */
export { ChooseLocationScreen } from './components/ChooseLocationScreen';
export { OpenLocationScreen } from './components/OpenLocationScreen';
