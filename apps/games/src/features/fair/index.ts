/** Provable fairness, the fair feature's public entry: the panel under a table and its seeds. */
export { FairnessPanel } from './components/FairnessPanel';
export { useSeedState, type SeedState } from './hooks/useSeedState';
