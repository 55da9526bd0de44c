export * from './schemas';
export * from './calls';
export * from './seller-customers';
export * from './seller-customer-calls';
