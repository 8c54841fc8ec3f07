/**
 * The offers feature's public entry: an offer's standing for a member and the pieces the apply,
 * VIP and application features show with it. Other features import these from here only.
 */
export { GuestLogin } from './components/GuestLogin';
export { IneligibleReason } from './components/IneligibleReason';
export { useMemberStates } from './hooks/useMemberStates';
export { applyStanding, ratioPercentText, type ApplyStanding } from './offerState';
export { offerIdOf } from './offerId';
export { OfferView } from './components/OfferView';
