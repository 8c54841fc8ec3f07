export * from './accounts';
export * from './balances';
export * from './checkLedger';
export * from './credit';
export * from './postTransfer';
export * from './pendingTransfers';
export * from './venueAccounts';
