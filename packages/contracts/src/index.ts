export * from './common';
export * from './geography';
export * from './catalogue';
export * from './phone';
export * from './identity';
export * from './booking';
export * from './seller';
