export * from './schemas';
export * from './calls';
export * from './seller-customers';
export * from './seller-customer-calls';
export * from './item-constants';
export * from './my-items';
export * from './my-item-calls';
