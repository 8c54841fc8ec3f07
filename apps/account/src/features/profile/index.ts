/** The profile feature's public entry: what its pages and the other features import. */
export { ProfileScreen } from './components/ProfileScreen';
