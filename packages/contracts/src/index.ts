export * from './common';
export * from './geography';
export * from './catalogue';
