/** The errors feature's public entry: what its pages and the other features import. */
export { NotFoundScreen } from './components/NotFoundScreen';
export { ChunkFailure } from './components/ChunkFailure';
