export * from './settings';
export * from './settings-calls';
export * from './line-pay-application';
export * from './line-pay-application-calls';
