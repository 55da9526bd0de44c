export * from './settings';
export * from './settings-calls';
