/** The feedback feature's public entry: what its pages and the other features import. */
export { FeedbackScreen } from './components/FeedbackScreen';
export { FeedbackDetailScreen } from './components/FeedbackDetailScreen';
