/** The agent feature's public entry: what its pages and the other features import. */
export { AgentScreen } from './components/AgentScreen';
