export * from './stream';
export * from './settlement';
export * from './cards';
export * from './baccarat';
export * from './roulette';
export * from './verify';
