export * from './geography';
export * from './identity';
export * from './sellers';
export * from './catalogue';
export * from './licensing';
export * from './favorites';
export * from './booking';
export * from './jobs';
