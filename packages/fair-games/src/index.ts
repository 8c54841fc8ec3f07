export * from './stream';
export * from './cards';
export * from './baccarat';
