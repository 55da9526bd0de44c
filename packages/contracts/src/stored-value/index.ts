export * from './stored-value';
export * from './stored-value-calls';
