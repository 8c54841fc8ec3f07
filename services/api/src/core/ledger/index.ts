export * from './accounts';
export * from './balances';
export * from './checkLedger';
export * from './credit';
export * from './entries';
export * from './postTransfer';
export * from './pendingTransfers';
export * from './venueAccounts';
