export * from './geography';
export * from './sellers';
export * from './catalogue';
export * from './licensing';
export * from './identity';
export * from './booking';
export * from './jobs';
