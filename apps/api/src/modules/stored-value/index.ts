/**
 * Stored value (儲值金): top-up plans, customers' accounts and the one writer of their balance
 * (decision 012). Also the checks every counter call on a customer's items makes (the lowest
 * item module: vouchers, coupons, products and customers already build on it).
 */
export { isDepositoryKeyReplay, moveDepository } from './depository-ledger';
export { idempotencyKeyReused, ownSellerCustomer } from './counter-checks';
export { storedValueRoutes } from './stored-value.routes';
