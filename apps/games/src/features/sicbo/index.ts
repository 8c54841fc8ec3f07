/** Sic bo's public entry: what the round check (features/verify) shows of a sic bo round. */
export { dieFace } from './board';
