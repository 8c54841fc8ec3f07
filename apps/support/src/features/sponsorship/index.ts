/** The sponsorship feature's public entry: what its pages and the other features import. */
export { SponsorMadridScreen } from './components/SponsorMadridScreen';
