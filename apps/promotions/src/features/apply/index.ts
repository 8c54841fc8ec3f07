/** The apply feature's public entry: what its pages and the other features import. */
export { OfferDetailScreen } from './components/OfferDetailScreen';
export { OfferViewScreen } from './components/OfferViewScreen';
