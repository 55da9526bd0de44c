export * from './pay';
export * from './pay-calls';
