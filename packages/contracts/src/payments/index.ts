export * from './constants';
export * from './settings';
export * from './settings-calls';
export * from './pay';
export * from './pay-calls';
