export * from './stream';
