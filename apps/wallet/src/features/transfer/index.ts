/** The transfer feature's public entry: what its pages and the other features import. */
export { TransferScreen } from './components/TransferScreen';
export { VenueBalancesScreen } from './components/VenueBalancesScreen';
