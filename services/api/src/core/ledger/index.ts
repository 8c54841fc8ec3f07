export * from './accounts';
export * from './checkLedger';
export * from './postTransfer';
export * from './pendingTransfers';
