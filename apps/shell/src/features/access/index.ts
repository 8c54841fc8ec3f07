/** The access feature's public entry: what its pages and the other features import. */
export { AccessScreen } from './components/AccessScreen';
