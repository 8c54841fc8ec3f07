/** The help feature's public entry: the top questions the customer service page lists. */
export { TopQuestionList } from './components/TopQuestionList';
