/** The my feature's public entry: what its pages and the other features import. */
export { MyScreen } from './components/MyScreen';
