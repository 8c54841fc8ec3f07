export * from './accounts';
export * from './checkLedger';
export * from './credit';
export * from './postTransfer';
export * from './pendingTransfers';
