export { playerRefOf, userIdOfPlayerRef } from './provider';
export type { BetFeedRow, BetFeedStatus, VenueProvider } from './provider';
export { reconcileVenues } from './reconcile';
export { VenueSimulator } from './simulator';
export type { VenueFaultRates } from './simulator';
export { playerHoldings, totalBalance } from './totalBalance';
export type { VenueHolding } from './totalBalance';
export { venueBalances, venueLocks } from './venueBalances';
export {
  addLockTurnover,
  cancelVenueLock,
  openVenueLock,
  releaseVenueLockIfAllowed,
} from './venueLock';
export { recoverAllVenues, repairVenueTransfers, transferWithVenue } from './venueTransfers';
export { onVenueTransferEnd } from './transferEnd';
export type { EndedTransfer, TransferEndListener } from './transferEnd';
