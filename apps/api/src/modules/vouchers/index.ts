/**
 * Vouchers (套票): the ledger primitive, completion with sessions, expiry, sessions reserved
 * while booking (decision 014, point 7), routes.
 */
export { voucherCompletion } from './complete-with-vouchers';
export { expireVouchers, voucherJobs } from './expire-vouchers';
export {
  findVoucherMovement,
  moveVoucherSessions,
  type MovedVoucher,
  type VoucherMovement,
  voucherWrite,
} from './voucher-ledger';
export { presentVouchers } from './customer-vouchers';
export {
  type BookedVoucherUse,
  checkBookingVouchers,
  reserveBookingVouchers,
  settleBookingVouchers,
} from './booking-vouchers';
export { voucherRoutes } from './routes';
