export * from './geography';
export * from './schemas';
export * from './calls';
