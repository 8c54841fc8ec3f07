export * from './identity';
export * from './accounts';
export * from './money';
export * from './uploads';
export * from './feedback';
export * from './sportsSlip';
export * from './offers';
export * from './support';
