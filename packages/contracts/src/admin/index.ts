export * from './roles';
export * from './schemas';
export * from './calls';
export * from './push-schemas';
export * from './push-calls';
export * from './user-schemas';
export * from './user-calls';
export * from './line-pay-application-calls';
