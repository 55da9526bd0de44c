export * from './vouchers';
export * from './voucher-calls';
