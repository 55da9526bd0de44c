export * from './coupons';
export * from './coupons-calls';
