/** The messages feature's public entry: what its pages and the other features import. */
export { MessageDetailScreen } from './components/MessageDetailScreen';
export { MessagesScreen } from './components/MessagesScreen';
