export * from './constants';
export * from './schemas';
export * from './calls';
export * from './admin-calls';
