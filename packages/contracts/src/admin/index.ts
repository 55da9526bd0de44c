export * from './roles';
export * from './schemas';
export * from './calls';
export * from './push-schemas';
export * from './push-calls';
